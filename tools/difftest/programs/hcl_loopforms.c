/* Written by hand for tools/difftest -file: canonical loop spellings
 * under the combined forms: pointer loop variables, `b > var` tests,
 * `var = var + s`, `var = s + var`, `var -= -s`, bounds from calls and
 * casts, linear loop variables with steps, an index used after the loop. */
#include <stdio.h>

#define N 40

static int lim(int x) { return x - 3; }

int main(void) {
  int a[N], b[N], c[N], d[N], e[N], f[N], g[N];
  for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = g[i] = 0;
  long s1 = 0, s2 = 0;
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: s1)
  for (int *p = a; p < a + N; p += 3) { *p = (int)(p - a) + 1; s1 += *p; }
#pragma omp target parallel for simd map(tofrom: b) reduction(+: s2)
  for (int i = N - 1; 0 <= i; i = i - 2) { b[i] = i * 3; s2 += i; }
#pragma omp target teams distribute parallel for simd map(tofrom: c)
  for (int i = 1; N > i; i = 3 + i) c[i] = -i;
#pragma omp target parallel for map(tofrom: d)
  for (int i = 0; i < N; i -= -4) d[i] = 7;
  int n = N;
#pragma omp target teams loop map(tofrom: e) firstprivate(n)
  for (long i = (long)lim(n); i >= 0; --i) e[i] = (int)i % 4;
  int j = 100, k = 5;
#pragma omp target parallel for simd linear(j: 2) map(tofrom: f, j)
  for (int i = 0; i < N; i += 2) { f[i] = j; }
#pragma omp target simd linear(k: 1) map(tofrom: g, k)
  for (int i = N - 1; i >= 0; i--) { g[i] = k; k++; }
  long h = 0;
  for (int i = 0; i < N; i++) h = h * 11 + a[i] + 2 * b[i] + 3 * c[i] + 5 * d[i] + 7 * e[i] + f[i] + g[i];
  int *q = 0;
  long s3 = 0;
#pragma omp target map(tofrom: s3) map(to: a)
#pragma omp parallel for reduction(+: s3) num_threads(2)
  for (q = a + N - 1; q >= a; q--) s3 += *q;
  printf("forms s1 %ld s2 %ld s3 %ld j %d k %d h %ld\n", s1, s2, s3, j, k, h);
  return 0;
}
