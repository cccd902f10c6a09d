/* Reductions over arrays and array sections on orphaned worksharing
 * loops in declare target functions: a whole file-scope array (a
 * histogram), a section of a pointer parameter's target, a section of a
 * file-scope array that does not start at 0, one element (p[k]); each
 * thread reduces into a private array from the identity and combines it
 * into the original elements at the loop's end; with static and dynamic
 * schedules, teams of 1, 4 and 32 threads, two calls in a row, and the
 * elements outside the sections untouched. Integer results, computed a
 * second way on the host. */
#include <stdio.h>
#include <omp.h>
#define N 1000
#define B 8
#define T 32

#pragma omp declare target
int hist[B];
long g2[6];
void histogram(const int *a, int n) {
#pragma omp for reduction(+: hist) schedule(dynamic, 7)
  for (int i = 0; i < n; i++)
    hist[a[i] % B]++;
}
/* out[1..3]: sums of three residues; mx[k]: the largest value; g2[2..4] */
void sections(const int *a, int n, long *out, long *mx, int k) {
#pragma omp for reduction(+: out[1:3], g2[2:3]) reduction(max: mx[k])
  for (int i = 0; i < n; i++) {
    out[1 + i % 3] += a[i];
    g2[2 + i % 3] += 1;
    if (a[i] > mx[k]) mx[k] = a[i];
  }
}
#pragma omp end declare target

int main(void) {
  int fails = 0, a[N], want_hist[B] = {0};
  long out[6], want_out[6] = {-1, 0, 0, 0, -5, -1};
  for (int i = 0; i < N; i++) {
    a[i] = (i * 31) % 97;
    want_hist[a[i] % B] += 2;
    want_out[1 + i % 3] += 2 * a[i];
    if (a[i] > want_out[4]) want_out[4] = a[i];
  }
  const int teams[] = {1, 4, T};
  for (int ti = 0; ti < 3; ti++) {
    int nt = teams[ti];
    for (int b = 0; b < B; b++) hist[b] = 0;
    for (int j = 0; j < 6; j++) g2[j] = -7;
    out[0] = -1, out[1] = out[2] = out[3] = 0, out[4] = -5, out[5] = -1;
#pragma omp target update to(hist, g2)
#pragma omp target parallel num_threads(nt) map(to: a) map(tofrom: out)
    {
      histogram(a, N);
      sections(a, N, out, out, 4);
      histogram(a, N);
      sections(a, N, out, out, 4);
    }
#pragma omp target update from(hist, g2)
    for (int b = 0; b < B; b++)
      if (hist[b] != want_hist[b]) {
        printf("threads %d: hist[%d] = %d, want %d\n", nt, b, hist[b], want_hist[b]);
        fails++;
      }
    for (int j = 0; j < 6; j++) {
      long w = j >= 2 && j <= 4 ? -7 + 2 * (N / 3 + (N % 3 > j - 2)) : -7;
      if (out[j] != want_out[j] || g2[j] != w) {
        printf("threads %d: out[%d] = %ld (want %ld), g2[%d] = %ld (want %ld)\n", nt, j, out[j], want_out[j], j, g2[j], w);
        fails++;
      }
    }
  }
  printf("%s orphan_array_reduction\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
