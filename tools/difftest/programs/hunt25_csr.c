/* Differential program (against clang-19): sparse matrices in CSR form
 * in a struct with a declare mapper (row_ptr[0:n+1], col[0:nnz],
 * val[0:nnz]), mapped through a pointer to the struct in functions;
 * SpMV with target teams distribute over rows and a parallel for
 * reduction nested in the distribute loop's body, a transposed product
 * with atomic updates, repeated products in a target data region with
 * the vectors swapped by pointer, integer arithmetic modulo 1009. */
#include <stdio.h>
#include <stdlib.h>
#define NR 200

typedef struct { int n, nnz; int *row_ptr; int *col; long *val; } csr;
#pragma omp declare mapper(csr m) map(m.n, m.nnz) map(m.row_ptr[0:m.n + 1], m.col[0:m.nnz], m.val[0:m.nnz])

static void spmv(const csr *A, const long *x, long *y) {
#pragma omp target teams distribute map(to: A[0:1]) map(present, to: x[0:A->n]) map(present, from: y[0:A->n])
  for (int r = 0; r < A->n; r++) {
    long s = 0;
#pragma omp parallel for reduction(+: s)
    for (int k = A->row_ptr[r]; k < A->row_ptr[r + 1]; k++) s += A->val[k] * x[A->col[k]];
    y[r] = s % 1009;
  }
}

static void spmv_t(const csr *A, const long *x, long *y) {
#pragma omp target teams distribute parallel for map(to: A[0:1]) map(to: x[0:A->n]) map(tofrom: y[0:A->n])
  for (int r = 0; r < A->n; r++)
    for (int k = A->row_ptr[r]; k < A->row_ptr[r + 1]; k++) {
#pragma omp atomic
      y[A->col[k]] += A->val[k] * x[r];
    }
}

int main(void) {
  csr A;
  A.n = NR;
  A.row_ptr = malloc((NR + 1) * sizeof(int));
  int cap = NR * 7;
  A.col = malloc(cap * sizeof(int));
  A.val = malloc(cap * sizeof(long));
  int nnz = 0;
  for (int r = 0; r < NR; r++) {
    A.row_ptr[r] = nnz;
    for (int d = -3; d <= 3; d++) {
      int c = (r + d * d * 5 + NR) % NR;
      if ((r + d) % 4 == 0 && d != 0) continue;
      A.col[nnz] = c;
      A.val[nnz] = (r * 31 + d * 7 + 1009) % 1009 - 500;
      nnz++;
    }
  }
  A.row_ptr[NR] = nnz;
  A.nnz = nnz;
  long *x = malloc(NR * sizeof(long)), *y = malloc(NR * sizeof(long));
  for (int i = 0; i < NR; i++) x[i] = (i * 17) % 23;
#pragma omp target data map(tofrom: x[0:NR]) map(alloc: y[0:NR])
  {
    for (int it = 0; it < 5; it++) {
      spmv(&A, x, y);
      long *t = x; x = y; y = t;
    }
  }
  /* an odd number of swaps: the data region copied the original block back, which y names now */
  long h = 0;
  for (int i = 0; i < NR; i++) h = (h * 131 + (y[i] + 2018) % 1009) % 1000000007;
  long *z = calloc(NR, sizeof(long));
  spmv_t(&A, y, z);
  long hz = 0;
  for (int i = 0; i < NR; i++) hz = (hz * 7 + z[i]) % 1000000007;
  printf("nnz %d h %ld hz %ld z0 %ld\n", nnz, h, hz, z[0]);
  free(A.row_ptr); free(A.col); free(A.val); free(x); free(y); free(z);
  return 0;
}
