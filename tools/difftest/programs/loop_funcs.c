/* Written by hand for tools/difftest -file (docs/difftest.md): loop bind(parallel) in a declare target function called from target parallel, loop bind(parallel) with lastprivate and a reduction in target parallel, loop bind(thread) with a reduction in a parallel loop body. */
#include <stdio.h>
#include <omp.h>
#define N 200
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

#pragma omp declare target
void scale(double *a, int n, double f) {
#pragma omp loop bind(parallel)
  for (int i = 0; i < n; i++) a[i] *= f;
}
#pragma omp end declare target

int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target parallel map(tofrom: a) num_threads(4)
  scale(a, N, 2.0);
  CK(a[7] == 14 && a[N - 1] == 2 * (N - 1));
  int i = -1, j = -1, s = 0;
#pragma omp target parallel map(tofrom: i, s)
  {
#pragma omp loop bind(parallel) lastprivate(i) reduction(+: s)
    for (i = 0; i < N; i += 3) s += i;
  }
  int es = 0;
  for (int k = 0; k < N; k += 3) es += k;
  CK(i == 201 && s == es);
  int out[N];
#pragma omp target teams distribute parallel for map(from: out) num_teams(2)
  for (int k = 0; k < N; k++) {
    int acc = 0;
#pragma omp loop bind(thread) reduction(+: acc)
    for (int m = 0; m <= k % 10; m++) acc += m;
    out[k] = acc;
  }
  int bad = 0;
  for (int k = 0; k < N; k++) bad += out[k] != (k % 10) * (k % 10 + 1) / 2;
  CK(bad == 0);
  printf("i=%d s=%d bad=%d a[7]=%g\n", i, s, bad, a[7]);
  printf("errors %d\n%s loop_funcs\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
