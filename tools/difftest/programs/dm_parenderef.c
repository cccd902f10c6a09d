/* Written by hand for tools/difftest -file (docs/difftest.md): parenthesized dereferences in map and motion clauses, (*p)[lo:n] of pointers to arrays and (*s).x of pointers to structs */
#include <stdio.h>
#define N 5
typedef struct { int k; double v[3]; } S;
static void f(double a[], int n) {
  #pragma omp target map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
}
int main(void) {
  double arr[N] = {1, 2, 3, 4, 5};
  double (*p)[N] = &arr;
  #pragma omp target map(tofrom: (*p)[0:N])
  for (int i = 0; i < N; i++) (*p)[i] *= 2;
  f(arr, N);
  #pragma omp target map(tofrom: p[0][1:2])
  { p[0][1] = -1; p[0][2] = -2; }
  for (int i = 0; i < N; i++) printf("%g ", arr[i]);
  printf("\n");
  #pragma omp target data map(to: (*p))
  {
    #pragma omp target
    for (int i = 0; i < N; i++) (*p)[i] += 100;
    #pragma omp target update from((*p)[3:2])
    printf("%g %g %g\n", arr[0], arr[3], arr[4]);
  }
  #pragma omp target enter data map(to: (*p)[0:N])
  #pragma omp target
  (*p)[0] = 42;
  #pragma omp target exit data map(from: (*p)[0:N])
  printf("%g\n", arr[0]);
  S s = {3, {0.5, 1.5, 2.5}}, *sp = &s;
  #pragma omp target map(tofrom: (*sp).k, (*sp).v[1:2])
  { (*sp).k *= 7; sp->v[2] = sp->k; }
  printf("%d %g %g\n", s.k, s.v[1], s.v[2]);
  #pragma omp target map(tofrom: (*sp))
  { sp->v[0] = -sp->k; }
  printf("%g\n", s.v[0]);
  return 0;
}
