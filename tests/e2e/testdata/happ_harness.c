/* Kernels written through the macros of a test harness header: regions
 * produced by _Pragma in macros with clause arguments, checks in
 * do-while macros, and a test table run from main. */
#include <stdlib.h>
#include "happ_harness.h"

#define N 777
#define M 33

static int test_axpy(void) {
  int errors = 0;
  double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
  double a = 2.5;
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = N - i; }
  OFFLOAD_LOOP(map(to: x[0:N]) map(tofrom: y[0:N]) firstprivate(a))
  for (int i = 0; i < N; i++) y[i] += a * x[i];
  for (int i = 0; i < N; i++) CHECK(y[i] == N - i + 2.5 * i, "y[%d]=%g", i, y[i]);
  free(x); free(y);
  return errors;
}

static int test_transpose(void) {
  int errors = 0;
  static int in[M][N], out[N][M];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) in[i][j] = i * 1000 + j;
  OFFLOAD_LOOP2(map(to: in) map(from: out))
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) out[j][i] = in[i][j];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) CHECK(out[j][i] == i * 1000 + j, "out[%d][%d]", j, i);
  return errors;
}

static int test_minmax(void) {
  int errors = 0;
  int v[N], lo = 1 << 30, hi = -(1 << 30);
  for (int i = 0; i < N; i++) v[i] = (i * 389) % 1013 - 500;
  OFFLOAD_LOOP(map(to: v) reduction(min: lo) reduction(max: hi))
  for (int i = 0; i < N; i++) {
    lo = v[i] < lo ? v[i] : lo;
    hi = v[i] > hi ? v[i] : hi;
  }
  int rlo = v[0], rhi = v[0];
  for (int i = 1; i < N; i++) { if (v[i] < rlo) rlo = v[i]; if (v[i] > rhi) rhi = v[i]; }
  CHECK(lo == rlo && hi == rhi, "lo=%d hi=%d", lo, hi);
  printf("  minmax %d %d\n", lo, hi);
  return errors;
}

static int test_fail_reported(void) {
  int errors = 0;
  int k = 3;
  PRAGMA(omp target map(tofrom: k))
  k *= 7;
  CHECK(k == 22, "k=%d (an expected failure)", k);
  return errors == 1 ? 0 : 1;
}

int main(void) {
  int total = 0;
  int dev = on_device(); /* 1 when offloading, 0 in the host fallback */
  printf("device probe %s\n", dev == 0 || dev == 1 ? "ran" : "broken");
  RUN_TEST(test_axpy);
  RUN_TEST(test_transpose);
  RUN_TEST(test_minmax);
  RUN_TEST(test_fail_reported);
  printf("%s happ_harness\n", total ? "FAIL" : "PASS");
  return total != 0;
}
