/* Differential program (against clang-19): declare target forms, one
 * feature per test: a link array mapped by sections in successive
 * regions, to variables updated with target update and read back by
 * value, begin/end declare target around functions and globals with
 * device_type(any), a declare target list naming a function declared
 * earlier, indirect calls through a table of declare target functions
 * (indirect), a declare target struct global with an array member, and
 * requires dynamic_allocators with malloc in a region. */
#pragma omp requires dynamic_allocators
#include "hunt26_harness.h"
#include <string.h>
#define N 40

int big[N];
#pragma omp declare target link(big)

double coeff[4] = {1, 2, 3, 4};
int calls;
#pragma omp declare target to(coeff, calls)

#pragma omp begin declare target device_type(any)
typedef struct { int id; double v[3]; } rec_t;
rec_t table[3] = {{1, {1, 2, 3}}, {2, {4, 5, 6}}, {3, {7, 8, 9}}};
static double poly(double x) {
  calls++;
  return ((coeff[3] * x + coeff[2]) * x + coeff[1]) * x + coeff[0];
}
#pragma omp end declare target

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
#pragma omp declare target(twice, square, negate)

int add3(int x) { return x + 3; }
int sub5(int x) { return x - 5; }
#pragma omp declare target to(add3, sub5) indirect

static int test_link(void) {
  int errs = 0;
  for (int i = 0; i < N; i++) big[i] = i;
#pragma omp target map(tofrom: big[0:N / 2])
  for (int i = 0; i < N / 2; i++) big[i] *= 10;
#pragma omp target map(tofrom: big[N / 2:N / 2])
  for (int i = N / 2; i < N; i++) big[i] = -big[i];
  H26_CHECK(errs, big[3] == 30 && big[25] == -25);
  H26_DONE(errs);
  return errs;
}

static int test_to_update(void) {
  int errs = 0;
  double r[3];
  calls = 0;
#pragma omp target update to(calls)
#pragma omp target map(from: r)
  { r[0] = poly(0); r[1] = poly(1); r[2] = poly(-2); }
  H26_CHECK(errs, r[0] == 1 && r[1] == 10 && r[2] == -23);
  coeff[3] = 0;
#pragma omp target update to(coeff[3:1])
#pragma omp target map(from: r[0:1])
  { r[0] = poly(2); }
#pragma omp target update from(calls)
  H26_CHECK(errs, r[0] == 17 && calls == 4);
  coeff[3] = 4;
#pragma omp target update to(coeff)
  H26_DONE(errs);
  return errs;
}

static int test_struct_global(void) {
  int errs = 0;
  double s = 0;
#pragma omp target map(from: s)
  {
    s = 0;
    for (int k = 0; k < 3; k++) {
      table[k].v[k] += table[k].id * 100;
      s += table[k].v[0] + table[k].v[1] + table[k].v[2];
    }
  }
  H26_CHECK(errs, s == 45 + 600 && table[1].v[1] == 5);
#pragma omp target update from(table[1])
  H26_CHECK(errs, table[1].v[1] == 205 && table[2].v[2] == 9);
  H26_DONE(errs);
  return errs;
}

typedef int (*op_t)(int);

static int test_function_table(void) {
  int errs = 0;
  int out[6];
#pragma omp target map(from: out)
  {
    op_t ops[3] = {twice, square, negate};
    for (int k = 0; k < 6; k++) out[k] = ops[k % 3](k + 1);
  }
  H26_CHECK(errs, out[0] == 2 && out[1] == 4 && out[2] == -3 && out[4] == 25);
  op_t hp = add3;
  int r = 0;
#pragma omp target map(from: r) firstprivate(hp)
  { r = hp(10); }
  H26_CHECK(errs, r == 13);
  hp = sub5;
#pragma omp target map(from: r) firstprivate(hp)
  { r = hp(r); }
  H26_CHECK(errs, r == 8);
  H26_DONE(errs);
  return errs;
}

static int test_device_malloc(void) {
  int errs = 0;
  int sum = 0;
#pragma omp target map(from: sum)
  {
    int *tmp = malloc(16 * sizeof(int));
    for (int i = 0; i < 16; i++) tmp[i] = i * i;
    memset(tmp, 0, 4 * sizeof(int));
    sum = 0;
    for (int i = 0; i < 16; i++) sum += tmp[i];
    free(tmp);
  }
  H26_CHECK(errs, sum == 1240 - 14);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_link();
  errs += test_to_update();
  errs += test_struct_global();
  errs += test_function_table();
  errs += test_device_malloc();
  printf("total %d\n", errs);
  return errs != 0;
}
