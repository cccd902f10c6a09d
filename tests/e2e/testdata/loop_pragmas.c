/* Loop pragmas other than OpenMP's inside target regions and declare
 * target functions (unroll hints in their several spellings), and
 * chunked and dynamic walks of collapsed nests, whose device walk has a
 * copy for nests of at most 2^31 iterations. */
#include <stdio.h>

#define UNR 4
#define N 37
#define M 23

#pragma omp declare target
static long tri(int n) {
  long s = 0;
#pragma GCC unroll 4
  for (int k = 1; k <= n; k++) s += k;
  return s;
}
#pragma omp end declare target

/* The value a[i * m + j] of the chunked region, computed here. */
static long expect(int i, int j) {
  long v = 0;
  for (int q = 0; q < 4; q++) v += q * i;
  for (int q = 0; q < j; q++) v -= q;
  return v + tri(j);
}

int main(void) {
  int n = N, m = M, bad = 0;
  long a[N * M], s = 0, t = 0, u = 0, w = 0;
  for (int i = 0; i < n * m; i++) a[i] = 0;

#pragma omp target map(tofrom: s, t, u, w)
  {
#pragma unroll 4
    for (int i = 0; i < n; i++) s += i * i;
#pragma nounroll
    for (int i = n; i > 0; i -= 3) t += i;
    int k = 0;
#pragma unroll
    while (k < m) { u += k ^ 5; k++; }
#pragma clang loop unroll_count(2)
    do { w += k; k -= 2; } while (k > 0);
  }
  printf("region: s=%ld t=%ld u=%ld w=%ld\n", s, t, u, w);

#pragma omp target teams distribute parallel for collapse(2) schedule(static, 3) map(tofrom: a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      long v = 0;
#pragma clang loop unroll(full)
      for (int q = 0; q < 4; q++) v += q * i;
#pragma unroll (UNR * 2)
      for (int q = 0; q < j; q++) v -= q;
      a[i * m + j] = v + tri(j);
    }
  long sum = 0;
  for (int i = 0; i < n * m; i++) sum += a[i] * (i % 7 + 1), bad += a[i] != expect(i / m, i % m);
  printf("chunked: a[0]=%ld a[%d]=%ld sum=%ld\n", a[0], n * m - 1, a[n * m - 1], sum);

#pragma omp target teams distribute parallel for collapse(2) schedule(dynamic, 5) map(tofrom: a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = (long)i * 100 + j;
  sum = 0;
  for (int i = 0; i < n * m; i++) sum += a[i] * (i % 5 + 1), bad += a[i] != (long)(i / m) * 100 + i % m;
  printf("dynamic: sum=%ld\n", sum);

#pragma omp target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      static const int twice = 2;
      a[i * m + j] = (long)(i - j) * twice;
    }
  sum = 0;
  for (int i = 0; i < n * m; i++) sum += a[i] * (i % 3 + 1), bad += a[i] != (long)(i / m - i % m) * 2;
  printf("static variable: sum=%ld\n", sum);
  bad += s != 16206 || t != 247 || u != 258 || w != 144;
  if (bad) {
    printf("FAIL loop_pragmas: %d wrong\n", bad);
    return 1;
  }
  printf("PASS loop_pragmas\n");
  return 0;
}
