/* CSR sparse matrix-vector products (a 5-point Laplacian built on the
 * host), the matrix mapped once with enter data, several products with
 * a norm reduction, a row-per-team kernel with an inner parallel loop
 * reduction, and exit data. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define G 40
#define N (G * G)

typedef struct {
  int n, nnz;
  int *rowptr, *col;
  double *val;
} CSR;

int main(void) {
  CSR A;
  A.n = N;
  A.rowptr = malloc((N + 1) * sizeof(int));
  A.col = malloc(5 * N * sizeof(int));
  A.val = malloc(5 * N * sizeof(double));
  int k = 0;
  for (int r = 0; r < N; r++) {
    int i = r % G, j = r / G;
    A.rowptr[r] = k;
    if (j > 0) { A.col[k] = r - G; A.val[k++] = -1; }
    if (i > 0) { A.col[k] = r - 1; A.val[k++] = -1; }
    A.col[k] = r; A.val[k++] = 4.0 + 0.001 * (r % 7);
    if (i < G - 1) { A.col[k] = r + 1; A.val[k++] = -1; }
    if (j < G - 1) { A.col[k] = r + G; A.val[k++] = -1; }
  }
  A.rowptr[N] = k;
  A.nnz = k;
  double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
  for (int r = 0; r < N; r++) x[r] = 1.0 / (1 + r % 13);
  int *rp = A.rowptr, *ci = A.col;
  double *va = A.val;
  int nnz = A.nnz;
#pragma omp target enter data map(to: rp[0:N + 1], ci[0:nnz], va[0:nnz], x[0:N]) map(alloc: y[0:N])
  double norm = 0;
  for (int rep = 0; rep < 3; rep++) {
#pragma omp target teams distribute parallel for
    for (int r = 0; r < N; r++) {
      double s = 0;
      for (int q = rp[r]; q < rp[r + 1]; q++) s += va[q] * x[ci[q]];
      y[r] = s;
    }
    norm = 0;
#pragma omp target teams distribute parallel for reduction(+: norm)
    for (int r = 0; r < N; r++) norm += y[r] * y[r];
    norm = sqrt(norm);
#pragma omp target teams distribute parallel for firstprivate(norm)
    for (int r = 0; r < N; r++) x[r] = y[r] / norm;
  }
  /* row per team, inner reduction over the row's nonzeros */
#pragma omp target teams distribute
  for (int r = 0; r < N; r++) {
    double s = 0;
#pragma omp parallel for reduction(+: s)
    for (int q = rp[r]; q < rp[r + 1]; q++) s += va[q] * x[ci[q]];
    y[r] = s;
  }
#pragma omp target exit data map(from: y[0:N], x[0:N]) map(release: rp[0:N + 1], ci[0:nnz], va[0:nnz])
  double sy = 0;
  for (int r = 0; r < N; r++) sy += y[r] * (1 + r % 3);
  printf("spmv: nnz %d norm %.9f sy %.9f x[10] %.9f\n", nnz, norm, sy, x[10]);
  return 0;
}
