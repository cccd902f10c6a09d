/* Written by hand as a differential test against clang-19: pointers swapped or advanced between kernels inside a data environment, which the kernels use without map clauses (each finds its pointee present and gets its device address). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 12
typedef struct { double *cur, *nxt; int n; } Grid;
static void step(double *restrict out, const double *restrict in, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n - 1; i++) out[i] = 0.5 * in[i] + 0.25 * (in[i - 1] + in[i + 1]);
}
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { a[i] = (i == N / 2) ? 64 : 0; b[i] = 0; }
#pragma omp target data map(tofrom: a[0:N]) map(to: b[0:N])
  {
    for (int it = 0; it < 5; it++) {
      step(b, a, N);
      double *t = a; a = b; b = t;
    }
    /* a now names the buffer written last: after an odd count that is the original b */
#pragma omp target update from(a[0:N])
    printf("mid:"); for (int i = 0; i < N; i++) printf(" %g", a[i]); printf("\n");
    double *t = a; a = b; b = t;   /* restore names for the end of the region */
  }
  printf("a:"); for (int i = 0; i < N; i++) printf(" %g", a[i]); printf("\n");
  /* the same through struct members, implicitly */
  Grid g; g.n = N; g.cur = malloc(N * sizeof(double)); g.nxt = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { g.cur[i] = i % 3; g.nxt[i] = 0; }
  double *c0 = g.cur, *n0 = g.nxt;
#pragma omp target enter data map(to: c0[0:N], n0[0:N])
  for (int it = 0; it < 4; it++) {
    double *in = g.cur, *out = g.nxt;
#pragma omp target
    for (int i = 0; i < N; i++) out[i] = in[i] + in[(i + 1) % N];
    g.cur = out; g.nxt = in;
  }
#pragma omp target exit data map(from: c0[0:N], n0[0:N])
  printf("g:"); for (int i = 0; i < N; i++) printf(" %g", g.cur[i]); printf("\n");
  /* pointers into the middle of a mapped buffer, moved between kernels */
  int buf[16];
  for (int i = 0; i < 16; i++) buf[i] = 0;
#pragma omp target data map(tofrom: buf)
  {
    int *w = buf;
    for (int k = 0; k < 4; k++) {
#pragma omp target
      for (int i = 0; i < 4; i++) w[i] = k * 10 + i;
      w += 4;
    }
  }
  printf("buf:"); for (int i = 0; i < 16; i++) printf(" %d", buf[i]); printf("\n");
  free(a); free(b); free(g.cur); free(g.nxt);
  printf("PASS hunt4_pingpong\n");
  return 0;
}
