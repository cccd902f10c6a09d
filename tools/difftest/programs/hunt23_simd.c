/* Differential program (against clang-19): declare simd functions, simd clauses (safelen, aligned, simdlen, nontemporal, if(simd:), order) in target constructs. */
#include <omp.h>
#include <stdio.h>
#define N 128

#pragma omp declare target
#pragma omp declare simd uniform(s) linear(i: 1) notinbranch
static double scaled(const double *v, int i, double s) { return v[i] * s; }
#pragma omp declare simd
static int sq(int x) { return x * x; }
#pragma omp end declare target

int main(void) {
  double x[N], y[N];
  int q[N];
  for (int i = 0; i < N; i++) { x[i] = i * 0.25; y[i] = 1.0; q[i] = 0; }
  double dot = 0;
  int k = 0, idx = 0;
#pragma omp target teams distribute simd map(to: x) map(tofrom: y) reduction(+: dot) num_teams(2) safelen(16) aligned(x: 8)
  for (int i = 0; i < N; i++) {
    y[i] = scaled(x, i, 2.0) + y[i];
    dot += y[i];
  }
#pragma omp target parallel for simd map(tofrom: q, k) linear(k: 3) simdlen(4) if(simd: 1) nontemporal(q) num_threads(2)
  for (int i = 0; i < N; i++) { q[i] = sq(i) + k; k += 3; }
#pragma omp target map(tofrom: idx)
  {
#pragma omp simd order(concurrent) lastprivate(idx)
    for (int i = 0; i < N; i++) idx = i * 2;
  }
  long qs = 0;
  for (int i = 0; i < N; i++) qs += q[i];
  printf("dot=%g y[5]=%g qs=%ld k=%d idx=%d\n", dot, y[5], qs, k, idx);
  int cnt = 0;
  double mx = -1;
#pragma omp target teams distribute parallel for simd collapse(2) reduction(+: cnt) reduction(max: mx) map(to: x) num_teams(2)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 16; j++) { cnt += (i + j) % 3 == 0; mx = x[i * 16 + j] > mx ? x[i * 16 + j] : mx; }
  printf("cnt=%d mx=%g\n", cnt, mx);
  return 0;
}
