/* Differential program (against clang-19): unstructured data lifetimes
 * in the style of C "objects" in offload tutorials: a create function
 * that enters the object and its arrays (attaching the pointer members),
 * methods whose kernels find them present through the object pointer,
 * an accessor with target update, an object holding a pointer to
 * another object entered in a second step, omp_get_mapped_ptr with
 * is_device_ptr, and a destroy function that copies back and deletes. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef struct { int n; double *data; } vec;
typedef struct { vec *v; double scale; int id; } holder;

static vec *vec_create(int n, double fill) {
  vec *v = malloc(sizeof *v);
  v->n = n;
  v->data = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v->data[i] = fill + i;
#pragma omp target enter data map(to: v[0:1]) map(to: v->data[0:n])
  return v;
}

static void vec_axpy(vec *v, double a, double b) {
#pragma omp target teams distribute parallel for map(present, alloc: v[0:1])
  for (int i = 0; i < v->n; i++) v->data[i] = a * v->data[i] + b;
}

static double vec_get(vec *v, int i) {
#pragma omp target update from(v->data[i:1])
  return v->data[i];
}

static double vec_sum(vec *v) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
  for (int i = 0; i < v->n; i++) s += v->data[i];
  return s;
}

static void vec_destroy(vec *v, double *out) {
#pragma omp target exit data map(from: v->data[0:v->n]) map(release: v[0:1])
  for (int i = 0; i < 4; i++) out[i] = v->data[i * (v->n / 4)];
  free(v->data);
  free(v);
}

int main(void) {
  int dev = omp_get_default_device();
  vec *a = vec_create(64, 1.0);
  vec_axpy(a, 2.0, 0.5);
  double g5 = vec_get(a, 5);
  vec_axpy(a, 0.5, -1.0);
  double s = vec_sum(a);
  printf("A %.3f %.3f %.3f present %d %d\n", g5, s, a->data[5], omp_target_is_present(a, dev), omp_target_is_present(a->data, dev));

  holder h = {a, 4.0, 7};
#pragma omp target enter data map(to: h)
#pragma omp target enter data map(to: h.v[0:1])
#pragma omp target map(present, alloc: h)
  for (int i = 0; i < h.v->n; i++) h.v->data[i] *= h.scale;
  double *dptr = omp_get_mapped_ptr(a->data, dev);
  double first = 0;
#pragma omp target is_device_ptr(dptr) map(from: first)
  first = dptr[0] + dptr[63];
#pragma omp target exit data map(release: h.v[0:1])
#pragma omp target exit data map(delete: h)
  printf("B %.3f %d\n", first, omp_target_is_present(&h, dev));

  double out[4];
  vec_destroy(a, out);
  printf("C %.3f %.3f %.3f %.3f\n", out[0], out[1], out[2], out[3]);
  return 0;
}
