/* Written by hand for tools/difftest -file (docs/difftest.md): a Jacobi solver in a target data region with max reductions and periodic updates. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 64
int main(void) {
  double *A = malloc(N * N * sizeof(double)), *b = malloc(N * sizeof(double));
  double x[N], xn[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) A[i * N + j] = (i == j) ? 4.0 : ((i - j == 1 || j - i == 1) ? -1.0 : 0.0);
    b[i] = i % 7; x[i] = 0; xn[i] = 0;
  }
  int iters = 0; double err = 1;
  #pragma omp target data map(to: A[0:N*N], b[0:N]) map(tofrom: x) map(alloc: xn)
  {
    while (err > 1e-10 && iters < 500) {
      err = 0;
      #pragma omp target teams distribute parallel for reduction(max: err)
      for (int i = 0; i < N; i++) {
        double s = b[i];
        for (int j = 0; j < N; j++) if (j != i) s -= A[i * N + j] * x[j];
        xn[i] = s / A[i * N + i];
        double d = fabs(xn[i] - x[i]);
        if (d > err) err = d;
      }
      #pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) x[i] = xn[i];
      iters++;
      if (iters % 50 == 0) {
        #pragma omp target update from(x[0:4])
        printf("iter %d x0=%.6f err>0=%d\n", iters, x[0], err > 0);
      }
    }
    x[N - 1] = 0;
    #pragma omp target update to(x[N-1:1])
  }
  printf("iters=%d x[0]=%.8f x[10]=%.8f x[63]=%.8f\n", iters, x[0], x[10], x[N - 1]);
  double r = 0;
  for (int i = 0; i < N - 1; i++) { double s = -b[i]; for (int j = 0; j < N; j++) s += A[i * N + j] * x[j]; if (fabs(s) > r) r = fabs(s); }
  printf("resid_small=%d\n", r < 1e-6);
  free(A); free(b);
  return 0;
}
