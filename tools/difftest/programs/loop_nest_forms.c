/* Written by hand for tools/difftest -file (docs/difftest.md): loop without bind in the body of target teams loop (reduction), simd in a target parallel loop body, atomic updates in a teams loop with bind(teams). */
#include <stdio.h>
#include <omp.h>
#define N 40
#define M 50
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

int main(void) {
  int g[N][M]; long rs[N];
  long tot = 0;
#pragma omp target teams loop map(from: g, rs) reduction(+: tot)
  for (int i = 0; i < N; i++) {
    long r = 0;
#pragma omp loop reduction(+: r)
    for (int j = 0; j < M; j++) { g[i][j] = i * j; r += i * j; }
    rs[i] = r;
    tot += r;
  }
  long e = 0; int bad = 0;
  for (int i = 0; i < N; i++) { long r = 0; for (int j = 0; j < M; j++) { r += i * j; bad += g[i][j] != i * j; } bad += rs[i] != r; e += r; }
  CK(bad == 0 && tot == e);
  double a[N * M]; double s = 0;
#pragma omp target parallel loop map(from: a) reduction(+: s) collapse(1)
  for (int i = 0; i < N; i++) {
#pragma omp simd reduction(+: s)
    for (int j = 0; j < M; j++) { a[i * M + j] = 0.25 * j; s += 0.25 * j; }
  }
  CK(s == N * 0.25 * M * (M - 1) / 2 && a[M + 3] == 0.75);
  int h[N] = {0};
#pragma omp target teams loop map(tofrom: h) bind(teams)
  for (int i = 0; i < N * 4; i++) {
#pragma omp atomic update
    h[i % N] += 1;
  }
  for (int i = 0; i < N; i++) bad += h[i] != 4;
  CK(bad == 0);
  printf("tot=%ld s=%g h[3]=%d\n", tot, s, h[3]);
  printf("errors %d\n%s loop_nest_forms\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
