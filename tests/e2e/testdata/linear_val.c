/* The val modifier of linear (OpenMP 5.2 §5.4.6; the only one C has) on
 * loop constructs of target regions: linear(val(list): step) means what
 * linear(list: step) means (the host fallbacks too, whose host compiler,
 * gcc 12, refuses the modifier). At logical iteration k each item is its
 * original value plus k times the step, and after the loop the original
 * holds the sequentially last iteration's value. */
#include <stdio.h>

#define N 32

int main(void) {
  int a[N] = {0}, b[N] = {0}, c[N] = {0}, d[N] = {0};
  int j = 0, k = 1, x = 2, y = 3;
#pragma omp target parallel for linear(val(j): 1) map(tofrom: a, j)
  for (int i = 0; i < N; i++) a[j] += i + 1;
#pragma omp target parallel for simd linear(val(k): 2) map(tofrom: b, k)
  for (int i = 0; i < N / 2; i++) b[k] = i + 10;
#pragma omp target parallel num_threads(4) map(tofrom: c, x)
  {
#pragma omp for linear(val(x): 3)
    for (int i = 0; i < 10; i++) c[x - 2] = i;
  }
#pragma omp target map(tofrom: d, y)
  {
#pragma omp simd linear(val(y))
    for (int i = 0; i < 20; i++) d[y] = 2 * i;
  }
  long sa = 0, sb = 0, sc = 0, sd = 0;
  for (int i = 0; i < N; i++) {
    sa = sa * 3 + a[i];
    sb = sb * 3 + b[i];
    sc = sc * 3 + c[i];
    sd = sd * 3 + d[i];
  }
  printf("sa=%ld j=%d sb=%ld k=%d sc=%ld x=%d sd=%ld y=%d\n", sa % 1000003, j, sb % 1000003, k, sc % 1000003, x,
         sd % 1000003, y);
  int ok = j == N - 1 && k == 1 + 2 * (N / 2 - 1) && x == 2 + 3 * 9 && y == 3 + 19;
  for (int i = 0; i < N; i++) {
    ok &= a[i] == i + 1;
    ok &= b[i] == (i % 2 == 1 && i < N ? (i - 1) / 2 + 10 : 0);
    ok &= c[i] == (i % 3 == 0 && i < 30 ? i / 3 : 0);
    ok &= d[i] == (i >= 3 && i < 23 ? 2 * (i - 3) : 0);
  }
  printf("%s linear_val\n", ok ? "PASS" : "FAIL");
  return !ok;
}
