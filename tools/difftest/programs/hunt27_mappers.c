/* declare mapper: default mappers used implicitly, nested mappers (a
 * struct whose member has its own mapper), mappers with sections whose
 * length is a member, mappers on arrays of structs, on enter/exit data
 * and on target update.  clang-19 leaves a struct mapped through a mapper
 * that lists the struct mapped after the construct, so each variable
 * here is mapped through a mapper once and has static storage (a later
 * test's stack variable would meet the stale mapping). */
#include "hunt27_harness.h"
#define N 8

typedef struct { int len; int *data; } ivec_t;
#pragma omp declare mapper(ivec_t v) map(v, v.data[0:v.len])

typedef struct { ivec_t a; ivec_t b; double w; } pair_t;
#pragma omp declare mapper(pair_t p) map(p.a, p.b, p.w)

typedef struct { int rows, cols; double *m; } mat_t;
#pragma omp declare mapper(full: mat_t x) map(x.rows, x.cols, x.m[0:x.rows * x.cols])
#pragma omp declare mapper(firstrow: mat_t x) map(x.rows, x.cols, x.m[0:x.cols])

static ivec_t ivec_new(int len, int base) {
  ivec_t v = {len, malloc(len * sizeof(int))};
  for (int i = 0; i < len; i++) v.data[i] = base + i;
  return v;
}

static int test_default_implicit(void) {
  int errs = 0;
  static ivec_t v;
  v = ivec_new(N, 0);
  /* No map clause: the implicit map of v uses its default mapper. */
#pragma omp target
  for (int i = 0; i < v.len; i++) v.data[i] *= 3;
  H27_CHECK(errs, v.data[7] == 21);
  static ivec_t w;
  w = ivec_new(N, 0);
#pragma omp target map(w)
  w.data[0] = -5;
  H27_CHECK(errs, w.data[0] == -5 && w.data[1] == 1);
  free(w.data);
  free(v.data);
  H27_DONE(errs);
  return errs;
}

static int test_nested(void) {
  int errs = 0;
  static pair_t p;
  p.a = ivec_new(N, 10);
  p.b = ivec_new(N / 2, 100);
  p.w = 2;
#pragma omp target map(tofrom: p)
  {
    for (int i = 0; i < p.a.len; i++) p.a.data[i] *= (int)p.w;
    for (int i = 0; i < p.b.len; i++) p.b.data[i] += p.a.data[i];
  }
  H27_CHECK(errs, p.a.data[7] == 34 && p.b.data[3] == 103 + 26);
  free(p.a.data); free(p.b.data);
  H27_DONE(errs);
  return errs;
}

static int test_array_of_mapped(void) {
  int errs = 0;
  static ivec_t vs[3];
  for (int k = 0; k < 3; k++) vs[k] = ivec_new(N + k, k * 100);
#pragma omp target map(tofrom: vs[0:3])
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < vs[k].len; i++) vs[k].data[i] = -vs[k].data[i];
  H27_CHECK(errs, vs[0].data[0] == 0 && vs[1].data[8] == -108 && vs[2].data[9] == -209);
  for (int k = 0; k < 3; k++) free(vs[k].data);
  H27_DONE(errs);
  return errs;
}

static int test_named_sections(void) {
  int errs = 0;
  static mat_t x;
  x.rows = 3; x.cols = 4; x.m = malloc(12 * sizeof(double));
  for (int i = 0; i < 12; i++) x.m[i] = i;
#pragma omp target enter data map(mapper(full), to: x)
#pragma omp target map(mapper(full), tofrom: x)
  for (int i = 0; i < x.rows * x.cols; i++) x.m[i] += 0.5;
  H27_CHECK(errs, x.m[0] == 0.0);
#pragma omp target update from(mapper(firstrow): x)
  H27_CHECK(errs, x.m[3] == 3.5 && x.m[4] == 4.0);
  x.m[0] = 50;
#pragma omp target update to(mapper(firstrow): x)
#pragma omp target exit data map(mapper(full), from: x)
  H27_CHECK(errs, x.m[0] == 50.0 && x.m[11] == 11.5);
  free(x.m);
  H27_DONE(errs);
  return errs;
}

static int test_mapper_in_macro(void) {
  int errs = 0;
  static ivec_t v;
  v = ivec_new(4, 1);
  H27_TARGET(map(mapper(default), tofrom: v), v.data[3] = v.len * 10);
  H27_CHECK(errs, v.data[3] == 40 && v.data[2] == 3);
  free(v.data);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_default_implicit();
  errs += test_nested();
  errs += test_array_of_mapped();
  errs += test_named_sections();
  errs += test_mapper_in_macro();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
