/* Written by hand for tools/difftest -file (docs/difftest.md): declaration forms: const-int VLAs, static array params, enum sizes, sizeof lengths, global struct member sections. */
#include <stdio.h>
enum { NE = 6 };
struct G { int k; double arr[8]; } gs = { 3, {0, 1, 2, 3, 4, 5, 6, 7} };
static void f(double a[static 4], int n) {
  #pragma omp target map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] += 0.5;
}
static void g(int n, double a[]) {
  #pragma omp target teams distribute parallel for map(tofrom: a[:n])
  for (int i = 0; i < n; i++) a[i] *= 2;
}
int main(void) {
  const int N = 10;
  double v[N];
  for (int i = 0; i < N; i++) v[i] = i;
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) v[i] = v[i] * v[i];
  double e[NE];
  for (int i = 0; i < NE; i++) e[i] = 1;
  #pragma omp target map(tofrom: e[0:sizeof(e) / sizeof(e[0])])
  for (int i = 0; i < NE; i++) e[i] += i;
  f(v, 4); g(N, v);
  #pragma omp target map(tofrom: gs.arr[2:3]) map(to: gs.k)
  for (int i = 2; i < 5; i++) gs.arr[i] *= gs.k;
  printf("v %g %g %g e %g gs %g %g %g\n", v[1], v[3], v[9], e[5], gs.arr[1], gs.arr[2], gs.arr[4]);
  return 0;
}
