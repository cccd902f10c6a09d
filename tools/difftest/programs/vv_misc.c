/* Conformance-style tests (a harness of checking macros, one function per
 * feature): num_teams from a variable, runtime routines in a region,
 * members of a declare target struct in target update, link variables
 * read by declare target functions, attach of a pointer into present
 * data, alloc and partial presence, if clauses with directive-name
 * modifiers, implicit firstprivate scalars in a data region. */
#include "vv_harness.h"

typedef struct { int id; double v[4]; } gs_t;
gs_t g_s = {1, {1, 2, 3, 4}};
int g_link_arr[64];
#pragma omp declare target to(g_s)
#pragma omp declare target link(g_link_arr)

#pragma omp declare target
static int use_link(int i) { return g_link_arr[i] * 2; }
#pragma omp end declare target

int test_num_teams_var(void) {
  int errors = 0;
  int nt = -1;
  int hi = 4;
#pragma omp target teams num_teams(hi) map(from: nt)
  { if (omp_get_team_num() == 0) nt = omp_get_num_teams(); }
  TEST_AND_SET_VERBOSE(errors, nt < 1 || nt > 4);
  REPORT_AND_RETURN(errors);
}

int test_initial_device_in_region(void) {
  int errors = 0;
  int init = -5, nteams = -5;
#pragma omp target map(from: init, nteams)
  { init = omp_get_initial_device(); nteams = omp_get_num_teams(); }
  TEST_AND_SET_VERBOSE(errors, nteams != 1);
  printf("  initial device in region == host's: %d\n", init == omp_get_initial_device());
  REPORT_AND_RETURN(errors);
}

int test_global_struct_member_update(void) {
  int errors = 0;
  g_s.id = 7;
  g_s.v[2] = 30;
#pragma omp target update to(g_s.id, g_s.v[2:1])
#pragma omp target
  { g_s.v[0] = g_s.id + g_s.v[2]; }
#pragma omp target update from(g_s.v[0:1])
  TEST_AND_SET_VERBOSE(errors, g_s.v[0] != 37.0 || g_s.v[1] != 2.0);
  REPORT_AND_RETURN(errors);
}

int test_link_in_function(void) {
  int errors = 0;
  int out[64];
  for (int i = 0; i < 64; i++) g_link_arr[i] = i;
#pragma omp target map(to: g_link_arr) map(from: out)
  for (int i = 0; i < 64; i++) out[i] = use_link(i);
  for (int i = 0; i < 64; i++) TEST_AND_SET_VERBOSE(errors, out[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int test_pointer_attach(void) {
  int errors = 0;
  int *p = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
  int *q = p + 100;
#pragma omp target data map(tofrom: p[0:N])
  {
#pragma omp target map(tofrom: q[0:10])
    for (int i = 0; i < 10; i++) q[i] = -q[i];
#pragma omp target
    { p[0] = 555; }
  }
  TEST_AND_SET_VERBOSE(errors, p[0] != 555 || p[100] != -100 || p[109] != -109 || p[110] != 110);
  free(p);
  REPORT_AND_RETURN(errors);
}

int test_alloc_and_partial_present(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target enter data map(alloc: a[0:N/2])
  TEST_AND_SET_VERBOSE(errors, !omp_target_is_present(&a[0], dev));
  TEST_AND_SET_VERBOSE(errors, !omp_target_is_present(&a[N/2 - 1], dev));
  TEST_AND_SET_VERBOSE(errors, omp_target_is_present(&a[N/2], dev));
#pragma omp target map(tofrom: a[0:N/2])
  for (int i = 0; i < N / 2; i++) a[i] = 9;
  TEST_AND_SET_VERBOSE(errors, a[0] != 1);
#pragma omp target exit data map(from: a[0:N/2])
  TEST_AND_SET_VERBOSE(errors, a[0] != 9 || a[N/2] != 1);
  REPORT_AND_RETURN(errors);
}

int test_if_forms(void) {
  int errors = 0;
  int w1 = -1, w2 = -1, nt = -1;
  int off = 0;
#pragma omp target teams distribute parallel for if(target: off) if(parallel: 1) map(tofrom: w1)
  for (int i = 0; i < 4; i++) if (i == 0) w1 = omp_is_initial_device();
#pragma omp target parallel if(off) num_threads(3) map(tofrom: w2, nt)
  { if (omp_get_thread_num() == 0) { w2 = omp_is_initial_device(); nt = omp_get_num_threads(); } }
  TEST_AND_SET_VERBOSE(errors, w1 != 1 || w2 != 1);
  printf("  host fallback threads: %d\n", nt);
  REPORT_AND_RETURN(errors);
}

int test_scalar_implicit_in_data(void) {
  int errors = 0;
  int x = 1;
#pragma omp target data map(tofrom: x)
  {
#pragma omp target
    { x = 50; }
    TEST_AND_SET_VERBOSE(errors, x != 1);
  }
  /* A scalar without a map clause is firstprivate, present or not. */
  TEST_AND_SET_VERBOSE(errors, x != 1);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_num_teams_var);
  RUN_TEST(test_initial_device_in_region);
  RUN_TEST(test_global_struct_member_update);
  RUN_TEST(test_link_in_function);
  RUN_TEST(test_pointer_attach);
  RUN_TEST(test_alloc_and_partial_present);
  RUN_TEST(test_if_forms);
  RUN_TEST(test_scalar_implicit_in_data);
  FINISH("vv_misc", total);
  return 0;
}
