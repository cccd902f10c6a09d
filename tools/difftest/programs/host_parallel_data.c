/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): host parallel for around target regions, target data
 * and update, struct members, firstprivate arrays, lastprivate, atomics,
 * reductions of several kinds, collapse, a generic region, a teams
 * reduction.
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 1000
#define M 8

struct vec { int n; double *data; };

#pragma omp declare target
static double sq(double x) { return x * x; }
int scale_factor = 3;
#pragma omp end declare target

int main(void) {
  /* host parallel for around target regions */
  long sums[M];
  #pragma omp parallel for
  for (int k = 0; k < M; k++) {
    long s = 0;
    #pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (int i = 0; i < N; i++) s += i * (k + 1);
    sums[k] = s;
  }
  for (int k = 0; k < M; k++) printf("sums[%d] = %ld\n", k, sums[k]);

  /* target data + update */
  double *a = malloc(N * sizeof *a);
  double *b = malloc(N * sizeof *b);
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  #pragma omp target data map(to: a[0:N]) map(from: b[0:N])
  {
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] = sq(a[i]) + scale_factor;
    for (int i = 0; i < N; i++) a[i] = 2 * i;
    #pragma omp target update to(a[10:20])
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] += a[i];
    #pragma omp target update from(b[0:5])
    printf("mid b[0..4] = %g %g %g %g %g\n", b[0], b[1], b[2], b[3], b[4]);
  }
  double t = 0;
  for (int i = 0; i < N; i++) t += b[i];
  printf("b total = %.17g, b[15] = %g, b[40] = %g\n", t, b[15], b[40]);

  /* struct member with pointer arithmetic */
  struct vec v; v.n = N; v.data = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) v.data[i] = i % 7;
  double *p = v.data + 100;
  #pragma omp target map(tofrom: p[0:50])
  for (int i = 0; i < 50; i++) p[i] += 1000;
  printf("v.data[99..101] = %g %g %g, [149..150] = %g %g\n", v.data[99], v.data[100], v.data[101], v.data[149], v.data[150]);

  /* firstprivate array */
  int coef[4] = {1, 2, 3, 4};
  int out[N];
  #pragma omp target teams distribute parallel for firstprivate(coef) map(from: out)
  for (int i = 0; i < N; i++) out[i] = coef[i % 4] * i;
  long o = 0; for (int i = 0; i < N; i++) o += out[i];
  printf("out sum = %ld\n", o);

  /* lastprivate */
  int last = -1;
  #pragma omp target parallel for lastprivate(last) map(tofrom: last)
  for (int i = 0; i < N; i++) last = i * 2;
  printf("last = %d\n", last);

  /* atomics */
  int hist[10] = {0};
  #pragma omp target teams distribute parallel for map(tofrom: hist)
  for (int i = 0; i < N; i++) {
    #pragma omp atomic
    hist[i % 10]++;
  }
  for (int i = 0; i < 10; i++) printf("%d ", hist[i]);
  printf("\n");

  /* several reductions */
  int mn = 1 << 30, mx = -(1 << 30); double prod = 1; unsigned bits = 0;
  #pragma omp target teams distribute parallel for reduction(min: mn) reduction(max: mx) reduction(*: prod) reduction(|: bits)
  for (int i = 0; i < N; i++) {
    int v2 = (i * 37) % 1001 - 500;
    if (v2 < mn) mn = v2;
    if (v2 > mx) mx = v2;
    if (i % 100 == 0) prod *= 2;
    bits |= 1u << (i % 17);
  }
  printf("mn %d mx %d prod %g bits %x\n", mn, mx, prod, bits);

  /* collapse */
  static float grid[64][64];
  #pragma omp target teams distribute parallel for collapse(2) map(from: grid)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) grid[i][j] = i * 64 + j;
  printf("grid %g %g\n", grid[0][1], grid[63][63]);

  /* generic region: code beside parallel loops */
  int g[256]; long gsum = 0; int base = 5;
  #pragma omp target map(from: g) map(tofrom: gsum) firstprivate(base)
  {
    int off = base * 2;
    #pragma omp parallel for num_threads(32)
    for (int i = 0; i < 256; i++) g[i] = i + off;
    gsum = g[0] + g[255];
    #pragma omp parallel for num_threads(32) reduction(+: gsum)
    for (int i = 0; i < 256; i++) gsum += g[i] % 3;
  }
  printf("gsum %ld g[7] %d\n", gsum, g[7]);
  /* teams reduction with distribute */
  long tr = 0;
  #pragma omp target teams num_teams(4) reduction(+: tr) map(tofrom: tr)
  #pragma omp distribute parallel for reduction(+: tr)
  for (int i = 0; i < 1000; i++) tr += i % 13;
  printf("tr %ld\n", tr);
  return 0;
}
