/* Written by hand for tools/difftest -file (docs/difftest.md): unstructured data management of a C "class". */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct { int n; double *data; } Array;
static Array *array_create(int n, double v) {
  Array *a = malloc(sizeof *a);
  a->n = n; a->data = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a->data[i] = v + i;
  #pragma omp target enter data map(to: a[0:1])
  #pragma omp target enter data map(to: a->data[0:a->n])
  return a;
}
static void array_host(Array *a) {
  #pragma omp target update from(a->data[0:a->n])
}
static void array_dev(Array *a) {
  #pragma omp target update to(a->data[0:a->n])
}
static void array_destroy(Array *a) {
  #pragma omp target exit data map(delete: a->data[0:a->n])
  #pragma omp target exit data map(delete: a[0:1])
  free(a->data); free(a);
}
static void axpy(double al, Array *x, Array *y) {
  int n = x->n;
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) y->data[i] += al * x->data[i];
}
static double dot(Array *x, Array *y) {
  double s = 0; double *xd = x->data, *yd = y->data; int n = x->n;
  #pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += xd[i] * yd[i];
  return s;
}
int main(void) {
  Array *x = array_create(100, 1.0), *y = array_create(100, 0.0);
  axpy(2.0, x, y);
  printf("dot %g\n", dot(x, y));
  printf("host y %g\n", y->data[10]);
  array_host(y);
  printf("host y %g\n", y->data[10]);
  y->data[10] = 0; array_dev(y);
  printf("dot %g present %d\n", dot(x, y), omp_target_is_present(y->data, omp_get_default_device()));
  array_destroy(x); array_destroy(y);
  return 0;
}
