/* Written by hand for tools/difftest -file (docs/difftest.md): kernels in functions called inside a target data region, sections through pointer arithmetic. */
#include <stdio.h>
#include <stdlib.h>
static void scale(double *x, int n, double f) {
  #pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] *= f;
}
static void shift(double *x, int lo, int len, double d) {
  #pragma omp target map(tofrom: x[lo:len])
  for (int i = lo; i < lo + len; i++) x[i] += d;
}
static double sum_dev(const double *x, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n])
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
int main(void) {
  int n = 100;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) x[i] = i;
  #pragma omp target data map(tofrom: x[0:n])
  {
    scale(x, n, 2);
    shift(x, 10, 5, 1000);
    printf("inside host x[10]=%g sum=%g\n", x[10], sum_dev(x, n));
    shift(x + 50, -5, 10, -1);
    #pragma omp target update from(x[40:20])
    printf("x[44]=%g x[45]=%g x[54]=%g x[55]=%g\n", x[44], x[45], x[54], x[55]);
  }
  printf("x[10]=%g x[99]=%g sum=%g\n", x[10], x[99], sum_dev(x, n));
  free(x);
  return 0;
}
