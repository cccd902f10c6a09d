/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): orphaned worksharing loops and
 * barriers in declare target functions, bound to the caller's team:
 * unsigned, pointer and decreasing indices, steps that do not divide the
 * range, empty loops, nowait followed by an explicit barrier, a
 * prefix-style pass that reads other threads' results after the loop's
 * barrier; called from target parallel regions of several sizes (one
 * with a false if clause) and from a plain target region. Every printed
 * value is independent of the team's size.
 */
#include <stdio.h>
#include <omp.h>
#define N 517

#pragma omp declare target
void fill(long *a, unsigned lo, unsigned hi) {
#pragma omp for
  for (unsigned u = lo; u < hi; u += 3u)
    a[u] += (long)u * 2 + 1;
}
void walk(long *b, long *end) {
#pragma omp for schedule(static)
  for (long *p = b; p != end; p++)
    *p += 5;
}
void down(long *a, int hi, int lo) {
#pragma omp for nowait
  for (int i = hi; i >= lo; i -= 4)
    a[i] -= 1;
#pragma omp barrier
}
/* after the loop's barrier every thread reads every element */
void sums(const long *a, long *out, int n) {
#pragma omp for
  for (int i = 0; i < n; i++)
    out[i] = a[i] + a[n - 1 - i];
}
void pipeline(long *a, long *b, long *out, int n) {
  fill(a, 0, (unsigned)n);
  fill(a, 7, 7); /* empty */
  walk(b, b + n);
  down(a, n - 1, 2);
  sums(a, out, n);
}
#pragma omp end declare target

static unsigned long checksum(const long *v, int n) {
  unsigned long s = 0;
  for (int i = 0; i < n; i++) s = s * 31u + (unsigned long)v[i];
  return s;
}

int main(void) {
  long a[N], b[N], out[N];
  int threads[] = {1, 2, 5, 16};
  for (int k = 0; k < 4; k++) {
    int nt = threads[k];
    for (int i = 0; i < N; i++) a[i] = i, b[i] = -i, out[i] = 0;
#pragma omp target parallel num_threads(nt) map(tofrom: a, b, out)
    pipeline(a, b, out, N);
    printf("threads %d: a %lu b %lu out %lu\n", nt, checksum(a, N), checksum(b, N), checksum(out, N));
  }
  for (int i = 0; i < N; i++) a[i] = i, b[i] = -i, out[i] = 0;
#pragma omp target map(tofrom: a, b, out)
  pipeline(a, b, out, N);
  printf("target: a %lu b %lu out %lu\n", checksum(a, N), checksum(b, N), checksum(out, N));
  /* a parallel region whose if clause is false: a team of one */
  int par = 0;
  for (int i = 0; i < N; i++) a[i] = i, b[i] = -i, out[i] = 0;
#pragma omp target parallel num_threads(4) if(par) map(tofrom: a, b, out)
  pipeline(a, b, out, N);
  printf("if(0): a %lu b %lu out %lu\n", checksum(a, N), checksum(b, N), checksum(out, N));
  return 0;
}
