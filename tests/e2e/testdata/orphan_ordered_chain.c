/* A block ordered construct in the orphaned 'for ordered' loop of a
 * declare target function, called from a parallel region of a target
 * region: a chain whose result holds only when the ordered regions run
 * in iteration order (each one reads the value the one before wrote),
 * with work outside them that runs in parallel. */
#include <stdio.h>
#define N 200

#pragma omp declare target
long trace[N];
long acc;

void chain(const int *a, int n) {
#pragma omp for ordered schedule(dynamic, 3)
  for (int i = 0; i < n; i++) {
    long sq = (long)a[i] * a[i] % 97; /* outside the ordered region */
#pragma omp ordered
    {
      acc = (acc * 31 + sq + i) % 1000003;
      trace[i] = acc;
    }
  }
}
#pragma omp end declare target

int main(void) {
  int a[N];
  long want[N], w = 7;
  for (int i = 0; i < N; i++) a[i] = (i * 29) % 53;
  for (int i = 0; i < N; i++) want[i] = w = (w * 31 + (long)a[i] * a[i] % 97 + i) % 1000003;
  acc = 7;
#pragma omp target update to(acc)
#pragma omp target map(to: a)
#pragma omp parallel num_threads(4)
  chain(a, N);
#pragma omp target update from(acc, trace)
  int ok = acc == want[N - 1];
  for (int i = 0; i < N; i++) ok &= trace[i] == want[i];
  printf("%s %ld\n", ok ? "ok" : "WRONG", acc);
  printf("%s orphan_ordered_chain\n", ok ? "PASS" : "FAIL");
  return !ok;
}
