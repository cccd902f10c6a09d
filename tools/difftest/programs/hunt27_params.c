/* Regions in functions whose parameters are arrays in C's spellings:
 * a[static 4], m[][W], const restrict pointers, pointers to arrays,
 * struct parameters by value with array members, and qualifiers. */
#include "hunt27_harness.h"
#define W 4
#define H 3

typedef struct { int n; double v[W]; } small_t;

static void add_rows(int rows, double m[][W], const double *restrict add) {
#pragma omp target teams distribute parallel for map(tofrom: m[0:rows]) map(to: add[0:W])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < W; j++) m[i][j] += add[j];
}

static double dot4(const double a[static W], const double b[static W]) {
  double s = 0;
#pragma omp target map(to: a[0:W], b[0:W]) map(tofrom: s)
  for (int i = 0; i < W; i++) s += a[i] * b[i];
  return s;
}

static small_t scale_small(small_t s, double f) {
#pragma omp target map(tofrom: s)
  for (int i = 0; i < s.n; i++) s.v[i] *= f;
  return s;
}

static void fill_block(int (*blk)[H][W], int nb) {
#pragma omp target map(from: blk[0:nb])
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < H; i++)
      for (int j = 0; j < W; j++) blk[b][i][j] = b * 100 + i * 10 + j;
}

static int sum_const(const volatile int *p, int n) {
  int s = 0;
#pragma omp target map(to: p[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

int main(void) {
  int errs = 0;
  double m[H][W];
  for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) m[i][j] = i;
  double add[W] = {1, 2, 3, 4};
  add_rows(H, m, add);
  H27_CHECK(errs, m[0][0] == 1.0 && m[2][3] == 6.0);
  H27_CHECK(errs, dot4(add, m[1]) == 1 * 2 + 2 * 3 + 3 * 4 + 4 * 5);
  small_t s = {3, {1, 2, 3, 4}};
  small_t t = scale_small(s, 2);
  H27_CHECK(errs, t.v[2] == 6.0 && t.v[3] == 4.0 && s.v[2] == 3.0);
  int blocks[2][H][W];
  fill_block(blocks, 2);
  H27_CHECK(errs, blocks[1][2][3] == 123 && blocks[0][1][0] == 10);
  int arr[5] = {1, 2, 3, 4, 5};
  H27_CHECK(errs, sum_const(arr, 5) == 15);
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
