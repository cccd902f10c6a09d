/* simd with safelen / simdlen / aligned / linear / reduction inside
 * target regions at several levels. */
#include <omp.h>
#include <stdio.h>
#define N 256

int main(void) {
  float a[N] __attribute__((aligned(64))), b[N] __attribute__((aligned(64)));
  double c[N];
  for (int i = 0; i < N; i++) { a[i] = i * 0.5f; b[i] = 1.0f; c[i] = 0; }
  double tot = 0;
  int lin = 0, lin2 = 3;
#pragma omp target map(tofrom: a, b, c, tot, lin, lin2)
  {
#pragma omp simd safelen(8) simdlen(4) aligned(a, b: 64) reduction(+: tot)
    for (int i = 0; i < N; i++) { c[i] = a[i] * b[i]; tot += c[i]; }
    int j = 0;
#pragma omp simd linear(j: 2)
    for (int i = 0; i < N / 2; i++) { c[j] += 1; j += 2; }
    lin = j;
#pragma omp simd linear(lin2) lastprivate(j)
    for (int i = 0; i < 10; i++) { j = lin2 * 2; lin2++; }
    lin += j;
  }
  printf("tot %.1f lin %d lin2 %d c0 %.1f c1 %.1f\n", tot, lin, lin2, c[0], c[1]);

  double rows[16];
  double m[16][32];
  for (int i = 0; i < 16; i++) for (int k = 0; k < 32; k++) m[i][k] = i + k * 0.25;
#pragma omp target teams distribute parallel for map(to: m) map(from: rows)
  for (int i = 0; i < 16; i++) {
    double r = 0;
#pragma omp simd reduction(+: r) simdlen(8)
    for (int k = 0; k < 32; k++) r += m[i][k];
    rows[i] = r;
  }
  double rs = 0;
  for (int i = 0; i < 16; i++) rs += rows[i];
  printf("rows %.2f %.2f %.2f\n", rows[0], rows[15], rs);

  long idx = 0;
  int out[64];
#pragma omp target teams distribute parallel for simd map(from: out) safelen(16) lastprivate(idx) map(tofrom: idx)
  for (int i = 0; i < 64; i++) { idx = i; out[i] = (int)idx * 2; }
  int os = 0;
  for (int i = 0; i < 64; i++) os += out[i];
  printf("out %d %d %d\n", out[0], out[63], os);
  return 0;
}
