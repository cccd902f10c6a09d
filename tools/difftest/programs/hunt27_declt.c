/* declare target forms: to lists (clang-19 takes enter only for 5.2), begin/end blocks, device_type,
 * indirect function pointers, functions called from regions that are
 * declare target implicitly, static locals in device functions, global
 * arrays of structs and pointers updated by target update. */
#include "hunt27_harness.h"
#define N 8

typedef struct { int id; double w[2]; } cell_t;

cell_t cells[N];
int gcount = 0;
double gscale = 2.0;
#pragma omp declare target to(cells, gcount)
#pragma omp declare target to(gscale)

#pragma omp begin declare target
typedef int (*op_fn)(int, int);
int table[4] = {1, 2, 3, 4};
static int next_ticket(void) {
  static int ticket = 100;
  return ticket++;
}
#pragma omp end declare target

/* Host addresses of functions are called on the device only for
 * indirect ones (not static: clang-19 crashes on a static indirect
 * function). */
#pragma omp begin declare target indirect
int add_op(int a, int b) { return a + b; }
int mul_op(int a, int b) { return a * b; }
int sub_op(int a, int b) { return a - b; }
#pragma omp end declare target

int neg_op(int a, int b) { return -a - b; }
#pragma omp declare target to(neg_op) indirect(1)

#pragma omp begin declare target device_type(any)
static double twice(double x) { return 2 * x; }
#pragma omp end declare target

/* Called from regions without any declare target directive. */
static int clamp_i(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static double poly(double x) { return clamp_i((int)x, 0, 5) + x * x; }

static int test_globals(void) {
  int errs = 0;
  for (int i = 0; i < N; i++) { cells[i].id = i; cells[i].w[0] = i; cells[i].w[1] = -i; }
#pragma omp target update to(cells)
#pragma omp target
  {
    for (int i = 0; i < N; i++) { cells[i].w[0] *= gscale; cells[i].w[1] += table[i % 4]; }
    gcount = N;
  }
  H27_CHECK(errs, cells[3].w[0] == 3.0 || omp_get_num_devices() == 0);
#pragma omp target update from(cells[2:3], gcount)
  H27_CHECK(errs, cells[3].w[0] == 6.0 && cells[4].w[1] == -3.0 && gcount == N);
  H27_DONE(errs);
  return errs;
}

static int test_fnptrs(void) {
  int errs = 0;
  int r[4] = {0};
  op_fn ops[4] = {add_op, mul_op, sub_op, neg_op};
  op_fn chosen = mul_op;
#pragma omp target map(from: r) map(to: ops)
  {
    r[0] = ops[2](10, 3);
    r[1] = ops[3](10, 3);
    r[2] = chosen(6, 7);
    r[3] = ops[0](1, 1);
  }
  H27_CHECK(errs, r[0] == 7 && r[1] == -13 && r[2] == 42 && r[3] == 2);
  H27_DONE(errs);
  return errs;
}

static int test_static_local(void) {
  int errs = 0;
  int t[3];
#pragma omp target map(from: t)
  for (int k = 0; k < 3; k++) t[k] = next_ticket();
  H27_CHECK(errs, t[0] == 100 && t[2] == 102);
  int u = 0;
#pragma omp target map(from: u)
  u = next_ticket();
  H27_CHECK(errs, u == 103);
  H27_DONE(errs);
  return errs;
}

static int test_implicit_functions(void) {
  int errs = 0;
  double out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++) out[i] = twice(poly(i));
  H27_CHECK(errs, out[2] == 12.0 && out[7] == 2 * (5 + 49.0));
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_globals();
  errs += test_fnptrs();
  errs += test_static_local();
  errs += test_implicit_functions();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
