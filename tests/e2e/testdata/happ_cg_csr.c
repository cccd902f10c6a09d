/* Conjugate gradient on a 2-D Poisson matrix stored in CSR form inside a
 * struct of pointers, moved with a declare mapper by target enter data.
 * The vectors stay on the device; dot products are reductions whose
 * results come back as scalars, the matvec is one row per iteration. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n, nnz;
  int *rowptr, *col;
  double *val;
} csr_t;

#pragma omp declare mapper(csr_t m) map(to: m.n, m.nnz, m.rowptr[0:m.n + 1], m.col[0:m.nnz], m.val[0:m.nnz])

static csr_t laplace(int g) {
  csr_t m;
  m.n = g * g;
  m.rowptr = malloc(sizeof(int) * (m.n + 1));
  m.col = malloc(sizeof(int) * 5 * m.n);
  m.val = malloc(sizeof(double) * 5 * m.n);
  int k = 0;
  for (int r = 0; r < m.n; r++) {
    int x = r % g, y = r / g;
    m.rowptr[r] = k;
    if (y > 0) { m.col[k] = r - g; m.val[k++] = -1.0; }
    if (x > 0) { m.col[k] = r - 1; m.val[k++] = -1.0; }
    m.col[k] = r; m.val[k++] = 4.0;
    if (x < g - 1) { m.col[k] = r + 1; m.val[k++] = -1.0; }
    if (y < g - 1) { m.col[k] = r + g; m.val[k++] = -1.0; }
  }
  m.rowptr[m.n] = k;
  m.nnz = k;
  return m;
}

static void spmv(const csr_t *A, const double *x, double *y) {
  int n = A->n;
  int *rp = A->rowptr, *ci = A->col;
  double *v = A->val;
#pragma omp target teams distribute parallel for
  for (int r = 0; r < n; r++) {
    double s = 0.0;
    for (int k = rp[r]; k < rp[r + 1]; k++) s += v[k] * x[ci[k]];
    y[r] = s;
  }
}

static double dot(int n, const double *a, const double *b) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

int main(void) {
  csr_t A = laplace(24);
  int n = A.n;
  double *x = calloc(n, sizeof(double)), *b = malloc(sizeof(double) * n);
  double *r = malloc(sizeof(double) * n), *p = malloc(sizeof(double) * n);
  double *q = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) b[i] = 1.0 + (i % 7) * 0.125;
#pragma omp target enter data map(to: A) map(to: x[0:n], b[0:n]) map(alloc: r[0:n], p[0:n], q[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) { r[i] = b[i]; p[i] = b[i]; }
  double rr = dot(n, r, r), rr0 = rr;
  int it;
  for (it = 0; it < 200 && rr > 1e-20 * rr0; it++) {
    spmv(&A, p, q);
    double alpha = rr / dot(n, p, q);
#pragma omp target teams distribute parallel for firstprivate(alpha)
    for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
    double rr1 = dot(n, r, r);
    double beta = rr1 / rr;
    rr = rr1;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
  }
  /* check the residual with a fresh matvec */
  spmv(&A, x, q);
  double err = 0.0;
#pragma omp target teams distribute parallel for reduction(max: err)
  for (int i = 0; i < n; i++) err = fmax(err, fabs(q[i] - b[i]));
#pragma omp target exit data map(from: x[0:n]) map(release: b[0:n], r[0:n], p[0:n], q[0:n]) map(release: A)
  double xs = 0;
  for (int i = 0; i < n; i++) xs += x[i];
  printf("cg: n=%d nnz=%d converged=%d resid_ok=%d\n", n, A.nnz, it < 200, err < 1e-8);
  printf("x[0]=%.6f x[mid]=%.6f sum=%.4f\n", x[0], x[n / 2 + 12], xs);
  free(A.rowptr); free(A.col); free(A.val);
  free(x); free(b); free(r); free(p); free(q);
  printf("PASS happ_cg_csr\n");
  return 0;
}
