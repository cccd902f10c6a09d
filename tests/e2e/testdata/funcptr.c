/* Function pointers in device code: addresses of declare target functions
 * taken in a target region or a declare target function, passed as
 * arguments (plain, typedef'd, pointer to a function typedef, an array of
 * them), returned, chosen per iteration of a parallel loop and called. The
 * host computes the same with the same functions. */
#include <stdio.h>

typedef int (*op_t)(int);
typedef double binop(double, double);

#pragma omp declare target
static int sq(int v) { return v * v; }
static int neg(int v) { return -v; }
static double add(double a, double b) { return a + b; }
static double mul(double a, double b) { return a * b; }
static int apply(int (*f)(int), int v) { return f(v); }
static op_t pick(int k) { return k ? sq : neg; }
static double fold(binop *f, const double *x, int n) {
  double r = x[0];
  for (int i = 1; i < n; i++)
    r = f(r, x[i]);
  return r;
}
static int sum_with(int (*fs[2])(int), int v) { return fs[0](v) + (*fs[1])(v); }
#pragma omp end declare target

#define N 64

int main(void) {
  int failures = 0;
  int out[4] = {0};
  double x[4] = {1.5, 2, 3, 4};
  double fr[2] = {0};
#pragma omp target map(tofrom: out, fr) map(to: x)
  {
    out[0] = apply(sq, 7);
    out[1] = apply(neg, 7);
    op_t f = pick(1);
    out[2] = f(5) + pick(0)(5);
    int (*table[2])(int) = {sq, neg};
    out[3] = sum_with(table, 4);
    fr[0] = fold(add, x, 4);
    fr[1] = fold(&mul, x, 4);
  }
  int (*table[2])(int) = {sq, neg};
  int want[4] = {apply(sq, 7), apply(neg, 7), pick(1)(5) + pick(0)(5), sum_with(table, 4)};
  for (int k = 0; k < 4; k++) {
    printf("out[%d]=%d\n", k, out[k]);
    if (out[k] != want[k]) {
      printf("FAIL out[%d]: want %d\n", k, want[k]);
      failures++;
    }
  }
  printf("fold: %.2f %.2f\n", fr[0], fr[1]);
  if (fr[0] != fold(add, x, 4) || fr[1] != fold(mul, x, 4)) {
    printf("FAIL fold\n");
    failures++;
  }

  int res[N];
#pragma omp target teams distribute parallel for map(from: res)
  for (int i = 0; i < N; i++) {
    op_t g = (i & 1) ? sq : neg;
    res[i] = g(i) + apply(g, i + 1);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    op_t g = (i & 1) ? sq : neg;
    if (res[i] != g(i) + g(i + 1))
      bad++;
  }
  printf("parallel loop: bad=%d\n", bad);
  failures += bad != 0;

  if (failures)
    return 1;
  printf("PASS funcptr\n");
  return 0;
}
