/* Differential program (against clang-19): sparse matrix kernels in the
 * formats published offload benchmarks use: ELLPACK (column-major padded
 * arrays, one thread per row), COO with atomic accumulation, CSR
 * transposed product by atomics, a CSR power iteration on integers in a
 * target data region with the vectors swapped by pointer, and the
 * matrix built on the device by a row-count / exclusive-scan / fill
 * sequence of kernels. */
#include "hunt26_harness.h"
#define NR 200
#define W 5

static int colof(int r, int k) { return (r * 17 + k * 29 + k * k) % NR; }

int main(void) {
  printf("offloading %d\n", h26_offloading());
  static int ell_col[W * NR];
  static double ell_val[W * NR];
  for (int r = 0; r < NR; r++)
    for (int k = 0; k < W; k++) {
      int valid = k < 1 + r % W;
      ell_col[k * NR + r] = valid ? colof(r, k) : -1;
      ell_val[k * NR + r] = valid ? (double)(k + 1) * ((r % 3) - 1) + 0.5 : 0;
    }
  double x[NR], y[NR];
  for (int i = 0; i < NR; i++) x[i] = (i % 8) * 0.25;
#pragma omp target teams distribute parallel for map(to: ell_col, ell_val, x) map(from: y)
  for (int r = 0; r < NR; r++) {
    double s = 0;
    for (int k = 0; k < W; k++) {
      int c = ell_col[k * NR + r];
      if (c >= 0) s += ell_val[k * NR + r] * x[c];
    }
    y[r] = s;
  }
  double ys = 0;
  for (int i = 0; i < NR; i++) ys += y[i] * (i % 5);
  printf("ell %.4f %.4f %.4f\n", ys, y[0], y[199]);

  /* COO: the same entries as triplets, accumulated with atomics */
  int nnz = 0;
  static int ci[W * NR], cj[W * NR];
  static double cv[W * NR];
  for (int r = 0; r < NR; r++)
    for (int k = 0; k < 1 + r % W; k++) { ci[nnz] = r; cj[nnz] = colof(r, k); cv[nnz] = (double)(k + 1) * ((r % 3) - 1) + 0.5; nnz++; }
  double y2[NR], yt[NR];
  for (int i = 0; i < NR; i++) y2[i] = yt[i] = 0;
#pragma omp target teams distribute parallel for map(to: ci[0:nnz], cj[0:nnz], cv[0:nnz], x) map(tofrom: y2, yt)
  for (int e = 0; e < nnz; e++) {
#pragma omp atomic
    y2[ci[e]] += cv[e] * x[cj[e]];
#pragma omp atomic update
    yt[cj[e]] += cv[e] * x[ci[e]];
  }
  double d = 0, ts = 0;
  for (int i = 0; i < NR; i++) { d += (y2[i] - y[i]) * (y2[i] - y[i]); ts += yt[i] * (i % 7); }
  printf("coo nnz %d diff %.6f transposed %.4f\n", nnz, d, ts);

  /* CSR built on the device: counts, exclusive scan, fill */
  int *rowptr = malloc((NR + 1) * sizeof(int));
  int *cols = malloc(nnz * sizeof(int));
  long *vals = malloc(nnz * sizeof(long));
#pragma omp target data map(from: rowptr[0:NR + 1], cols[0:nnz], vals[0:nnz])
  {
#pragma omp target teams distribute parallel for
    for (int r = 0; r < NR; r++) rowptr[r + 1] = 1 + r % W;
#pragma omp target
    {
      rowptr[0] = 0;
      for (int r = 0; r < NR; r++) rowptr[r + 1] += rowptr[r];
    }
#pragma omp target teams distribute parallel for
    for (int r = 0; r < NR; r++)
      for (int p = rowptr[r]; p < rowptr[r + 1]; p++) {
        cols[p] = colof(r, p - rowptr[r]);
        vals[p] = (p - rowptr[r]) % 2 ? -1 : 2;
      }
    long *u = malloc(NR * sizeof(long)), *v = malloc(NR * sizeof(long));
    for (int i = 0; i < NR; i++) u[i] = 1;
#pragma omp target enter data map(to: u[0:NR]) map(alloc: v[0:NR])
    for (int it = 0; it < 6; it++) {
#pragma omp target teams distribute parallel for
      for (int r = 0; r < NR; r++) {
        long s = 0;
        for (int p = rowptr[r]; p < rowptr[r + 1]; p++) s += vals[p] * u[cols[p]];
        v[r] = s % 1000003;
      }
      long *t = u;
      u = v;
      v = t;
    }
#pragma omp target exit data map(from: u[0:NR]) map(delete: v[0:NR])
    long h = 0;
    for (int i = 0; i < NR; i++) h = (h * 31 + u[i] + 1000003) % 1000000007;
    printf("power %ld %ld %ld\n", h, u[0], u[NR - 1]);
    free(u);
    free(v);
  }
  long rs = 0;
  for (int i = 0; i <= NR; i++) rs += rowptr[i];
  long cs = 0;
  for (int p = 0; p < nnz; p++) cs += cols[p] * (p % 3) + vals[p];
  printf("csr %d %ld %ld\n", rowptr[NR], rs, cs);
  free(rowptr);
  free(cols);
  free(vals);
  return 0;
}
