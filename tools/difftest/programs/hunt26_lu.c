/* Differential program (against clang-19): dense factorizations as
 * published offload examples write them: an LU factorization without
 * pivoting whose k loop runs on the host around target teams loops in a
 * target data region, a Cholesky factorization with the k loop inside a
 * single target region (teams distribute over the trailing columns), and
 * forward/back substitution checked against the right-hand side. The
 * matrices are chosen so every value is an exact binary fraction. */
#include "hunt26_harness.h"
#define N 16

static void lu_factor(double *a, int n) {
#pragma omp target data map(tofrom: a[0:n * n])
  for (int k = 0; k < n - 1; k++) {
#pragma omp target teams distribute parallel for firstprivate(k, n)
    for (int i = k + 1; i < n; i++) a[i * n + k] /= a[k * n + k];
#pragma omp target teams distribute parallel for collapse(2) firstprivate(k, n)
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++) a[i * n + j] -= a[i * n + k] * a[k * n + j];
  }
}

static void cholesky(double (*a)[N]) {
#pragma omp target map(tofrom: a[0:N][0:N])
  for (int k = 0; k < N; k++) {
    double d = a[k][k];
    for (int p = 0; p < k; p++) d -= a[k][p] * a[k][p];
    a[k][k] = __builtin_sqrt(d);
#pragma omp parallel for
    for (int i = k + 1; i < N; i++) {
      double s = a[i][k];
      for (int p = 0; p < k; p++) s -= a[i][p] * a[k][p];
      a[i][k] = s / a[k][k];
    }
  }
}

int main(void) {
  printf("offloading %d\n", h26_offloading());
  /* A = L U with L unit lower (entries 1/2^k) and U upper integer */
  static double L[N][N], U[N][N], A[N * N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      L[i][j] = i == j ? 1 : (j < i ? 1.0 / (1 << ((i + j) % 4)) : 0);
      U[i][j] = j >= i ? (double)((i * 3 + j * 5) % 7 + (i == j ? 4 : 0)) : 0;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int p = 0; p < N; p++) s += L[i][p] * U[p][j];
      A[i * N + j] = s;
    }
  lu_factor(A, N);
  int errs = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double want = j < i ? L[i][j] : U[i][j];
      if (A[i * N + j] != want) errs++;
    }
  printf("lu mismatches %d, u[5][9]=%g l[12][3]=%g\n", errs, A[5 * N + 9], A[12 * N + 3]);

  /* S = C C^T with C lower triangular, positive power-of-two diagonal */
  static double C[N][N], S[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) C[i][j] = j < i ? (double)((i + 2 * j) % 5 - 2) : (j == i ? 2.0 + (i % 3) * 2 : 0);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int p = 0; p < N; p++) s += C[i][p] * C[j][p];
      S[i][j] = s;
    }
  cholesky(S);
  int cerr = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++) cerr += S[i][j] != C[i][j];
  printf("cholesky mismatches %d, l[7][7]=%g l[15][4]=%g\n", cerr, S[7][7], S[15][4]);

  /* solve L U x = b on the device, one thread (sequential substitution) */
  double b[N], x[N], y[N];
  for (int i = 0; i < N; i++) b[i] = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) b[i] += A[0] * 0 + (j < i ? L[i][j] : (i == j ? 1 : 0)) * 0;
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < N; j++) {
      double aij = 0;
      for (int p = 0; p < N; p++) aij += L[i][p] * U[p][j];
      s += aij * (j % 3 - 1);
    }
    b[i] = s;
  }
#pragma omp target map(to: A[0:N * N], b) map(from: x) map(alloc: y)
  {
    for (int i = 0; i < N; i++) {
      double s = b[i];
      for (int j = 0; j < i; j++) s -= A[i * N + j] * y[j];
      y[i] = s;
    }
    for (int i = N - 1; i >= 0; i--) {
      double s = y[i];
      for (int j = i + 1; j < N; j++) s -= A[i * N + j] * x[j];
      x[i] = s / A[i * N + i];
    }
  }
  int xerr = 0;
  for (int i = 0; i < N; i++) xerr += x[i] != (double)(i % 3 - 1);
  printf("solve mismatches %d x0=%g x14=%g\n", xerr, x[0], x[14]);
  return 0;
}
