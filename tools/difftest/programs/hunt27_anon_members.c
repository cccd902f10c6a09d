/* Anonymous struct and union members, unions holding arrays and structs,
 * members reached through them in map lists and in regions, and
 * tagged-union dispatch in device code. */
#include "hunt27_harness.h"
#define N 6

typedef struct {
  int kind;
  union {
    int i;
    double d;
    struct { float re, im; };
  };
  struct { int lo, hi; } range;
} value_t;

typedef union { double row[4]; struct { double x, y, z, w; } c; } vec4_t;

typedef struct {
  union { int *ip; double *dp; };
  int n;
  int is_int;
} anyarr_t;

static double weight(const value_t *v) {
  switch (v->kind) {
  case 0: return v->i;
  case 1: return v->d;
  default: return v->re * v->re + v->im * v->im;
  }
}

static int test_tagged(void) {
  int errs = 0;
  value_t vals[N];
  for (int k = 0; k < N; k++) {
    vals[k].kind = k % 3;
    vals[k].range.lo = k; vals[k].range.hi = 2 * k;
    if (k % 3 == 0) vals[k].i = k;
    else if (k % 3 == 1) vals[k].d = k + 0.5;
    else { vals[k].re = 1; vals[k].im = (float)k; }
  }
  double total = 0;
#pragma omp target teams distribute parallel for map(to: vals) reduction(+: total)
  for (int k = 0; k < N; k++) total += weight(&vals[k]) + vals[k].range.hi - vals[k].range.lo;
  H27_CHECK(errs, total == (0 + 1.5 + 5 + 3 + 4.5 + 26) + 15);
  /* Not vals[2].re: a union member in a map list is an error in clang-19
   * (OpenMP disallows it). */
#pragma omp target map(tofrom: vals[2].range, vals[2])
  { vals[2].range.hi = -1; vals[2].re = 9; }
  H27_CHECK(errs, vals[2].range.hi == -1 && vals[2].re == 9.0f && vals[2].im == 2.0f);
  H27_DONE(errs);
  return errs;
}

static int test_union_arrays(void) {
  int errs = 0;
  vec4_t v[N];
  for (int k = 0; k < N; k++) for (int j = 0; j < 4; j++) v[k].row[j] = k + j;
#pragma omp target map(tofrom: v[1:3])
  for (int k = 1; k < 4; k++) { v[k].c.w = v[k].c.x + v[k].c.y; v[k].row[0] = -1; }
  H27_CHECK(errs, v[1].row[3] == 3.0 && v[3].c.w == 7.0 && v[3].c.x == -1.0 && v[4].c.x == 4.0);
  vec4_t one = v[0];
  double len2 = 0;
#pragma omp target firstprivate(one) map(from: len2)
  len2 = one.c.x * one.c.x + one.row[1] * one.row[1] + one.c.z * one.c.z + one.row[3] * one.row[3];
  H27_CHECK(errs, len2 == 0 + 1 + 4 + 9);
  H27_DONE(errs);
  return errs;
}

static int test_union_pointer_member(void) {
  int errs = 0;
  int ibuf[N] = {1, 2, 3, 4, 5, 6};
  double dbuf[N] = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5};
  anyarr_t a = {{.ip = ibuf}, N, 1}, b;
  b.dp = dbuf; b.n = N; b.is_int = 0;
  /* The pointees through local copies of the union members (a union
   * member cannot be mapped, so a.ip is not attached). */
  int *ip = a.ip;
  double *dp = b.dp;
#pragma omp target map(to: a, b) map(tofrom: ip[0:N], dp[0:N])
  {
    for (int k = 0; k < a.n; k++) ip[k] *= 2;
    for (int k = 0; k < b.n; k++) dp[k] += b.is_int ? 0 : ip[k];
  }
  H27_CHECK(errs, ibuf[5] == 12 && dbuf[5] == 17.5 && dbuf[0] == 2.5);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_tagged();
  errs += test_union_arrays();
  errs += test_union_pointer_member();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
