/* Conformance-style tests (a harness of checking macros, one function per
 * feature): declare target with to and link, begin/end declare target,
 * device_type(any), globals updated with target update, functions of the
 * header. */
#include "vv_harness.h"

#pragma omp declare target
int g_counter = 0;
double g_table[N];
int dt_add(int a, int b) { return a + b; }
#pragma omp end declare target

int g_entered = 3;
#pragma omp declare target to(g_entered)

int g_linked[N];
#pragma omp declare target link(g_linked)

static int helper_to(int x) { return x * 10; }
#pragma omp declare target to(helper_to)

#pragma omp begin declare target
static int bdt_val = 12;
static int bdt_square(int x) { return x * x; }
#pragma omp end declare target

int nohost_fn(int x) { return x + 1000; }
#pragma omp declare target to(nohost_fn) device_type(any)

#pragma omp begin declare target device_type(any)
int any_fn(int x) { return -x; }
#pragma omp end declare target

int test_declare_target_globals(void) {
  int errors = 0;
  g_counter = 5;
#pragma omp target update to(g_counter)
#pragma omp target
  { g_counter += dt_add(1, 2); }
  TEST_AND_SET_VERBOSE(errors, g_counter != 5);
#pragma omp target update from(g_counter)
  TEST_AND_SET_VERBOSE(errors, g_counter != 8);
  REPORT_AND_RETURN(errors);
}

int test_declare_target_array(void) {
  int errors = 0;
#pragma omp target
  for (int i = 0; i < N; i++) g_table[i] = sq((double)i);
#pragma omp target update from(g_table)
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, g_table[i] != (double)i * i);
  REPORT_AND_RETURN(errors);
}

int test_enter_clause(void) {
  int errors = 0;
  int r = 0;
#pragma omp target map(from: r)
  { r = g_entered + helper_to(2); g_entered = 99; }
  TEST_AND_SET_VERBOSE(errors, r != 23);
  TEST_AND_SET_VERBOSE(errors, g_entered != 3);
  REPORT_AND_RETURN(errors);
}

int test_link(void) {
  int errors = 0;
  for (int i = 0; i < N; i++) g_linked[i] = i;
#pragma omp target map(tofrom: g_linked)
  for (int i = 0; i < N; i++) g_linked[i] += 1;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, g_linked[i] != i + 1);
  REPORT_AND_RETURN(errors);
}

int test_begin_declare_target(void) {
  int errors = 0;
  int r[3];
#pragma omp target map(from: r)
  { r[0] = bdt_square(bdt_val); r[1] = nohost_fn(1); r[2] = any_fn(4); }
  TEST_AND_SET_VERBOSE(errors, r[0] != 144 || r[1] != 1001 || r[2] != -4);
  REPORT_AND_RETURN(errors);
}

int test_static_local_fn(void) {
  int errors = 0;
  int a[N];
#pragma omp target map(from: a)
  for (int i = 0; i < N; i++) a[i] = twice(i) + dt_add(i, 1);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != 3 * i + 1);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_declare_target_globals);
  RUN_TEST(test_declare_target_array);
  RUN_TEST(test_enter_clause);
  RUN_TEST(test_link);
  RUN_TEST(test_begin_declare_target);
  RUN_TEST(test_static_local_fn);
  FINISH("vv_decltarget", total);
  return 0;
}
