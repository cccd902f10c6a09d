/* Data of declare target globals: a pointer global whose pointee is
 * entered and attached, a global struct with array members updated by
 * member and by section, static file-scope arrays, a global 2-D array
 * updated by rows, and declare target functions with static locals
 * counting calls across regions. */
#include "hunt27_harness.h"
#define N 8
#define R 3
#define C 4

#pragma omp begin declare target
double *gp;
int grid[R][C]; /* not static: clang-19 cannot update internal ones */
struct config { int steps; double dt; double w[N]; } cfg = {2, 0.5, {0}};
static long calls(void) { static long n = 0; return ++n; }
static double apply(double x) {
  for (int s = 0; s < cfg.steps; s++) x += cfg.dt * cfg.w[s];
  return x;
}
#pragma omp end declare target

static int test_pointer_global(void) {
  int errs = 0;
  double *h = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) h[i] = i;
  gp = h;
#pragma omp target update to(gp)
#pragma omp target enter data map(to: h[0:N])
#pragma omp target map(to: gp[0:0])
  for (int i = 0; i < N; i++) gp[i] += 10;
#pragma omp target exit data map(from: h[0:N])
  H27_CHECK(errs, h[0] == 10.0 && h[7] == 17.0);
  free(h);
  H27_DONE(errs);
  return errs;
}

static int test_struct_global(void) {
  int errs = 0;
  for (int i = 0; i < N; i++) cfg.w[i] = i + 1;
#pragma omp target update to(cfg.w[0:2])
  double r[2];
#pragma omp target map(from: r)
  { r[0] = apply(1.0); r[1] = cfg.w[2]; }
  H27_CHECK(errs, r[0] == 2.5 && r[1] == 0.0);
  cfg.steps = 3;
#pragma omp target update to(cfg.steps, cfg.w[2:1])
#pragma omp target map(from: r)
  { r[0] = apply(0.0); cfg.dt = 1; }
  H27_CHECK(errs, r[0] == 3.0 && cfg.dt == 0.5);
#pragma omp target update from(cfg.dt)
  H27_CHECK(errs, cfg.dt == 1.0);
  H27_DONE(errs);
  return errs;
}

static int test_grid_rows(void) {
  int errs = 0;
#pragma omp target
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) grid[i][j] = i * C + j;
#pragma omp target update from(grid[1:1])
  H27_CHECK(errs, grid[1][3] == 7 && grid[2][0] == 0 && grid[0][1] == 0);
#pragma omp target update from(grid[2])
  H27_CHECK(errs, grid[2][0] == 8 && grid[2][3] == 11);
  H27_DONE(errs);
  return errs;
}

static int test_static_counters(void) {
  int errs = 0;
  long a = 0, b = 0;
#pragma omp target map(from: a)
  { calls(); a = calls(); }
#pragma omp target map(from: b)
  b = calls();
  H27_CHECK(errs, a == 2 && b == 3);
  H27_CHECK(errs, calls() == 1);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_pointer_global();
  errs += test_struct_global();
  errs += test_grid_rows();
  errs += test_static_counters();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
