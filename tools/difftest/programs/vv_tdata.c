/* Conformance-style tests (a harness of checking macros, one function per
 * feature): target data with if and device, enter/exit data and reference
 * counts, target update of sections and members, depend and nowait on data
 * directives. */
#include "vv_harness.h"

int test_data_if(void) {
  int errors = 0;
  int a[N];
  int use = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target data map(to: a) if(use)
  {
    TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, omp_get_default_device()) != 0);
  }
  use = 1;
#pragma omp target data map(to: a) if(use)
  {
    TEST_AND_SET_VERBOSE(errors, omp_target_is_present(a, omp_get_default_device()) == 0);
  }
  REPORT_AND_RETURN(errors);
}

int test_enter_exit(void) {
  int errors = 0;
  int *p = (int *)malloc(N * sizeof(int));
  fill_seq(p, N, 0);
#pragma omp target enter data map(to: p[0:N])
#pragma omp target
  for (int i = 0; i < N; i++) p[i] += 100;
#pragma omp target exit data map(from: p[0:N])
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, p[i] != i + 100);
  free(p);
  REPORT_AND_RETURN(errors);
}

int test_enter_exit_refcount(void) {
  int errors = 0;
  int a[N];
  fill_seq(a, N, 0);
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++) a[i] = 7;
#pragma omp target exit data map(from: a)
  /* refcount still 1: no transfer */
  TEST_AND_SET_VERBOSE(errors, a[0] != 0);
#pragma omp target exit data map(from: a)
  TEST_AND_SET_VERBOSE(errors, a[0] != 7);
  int b[4] = {1, 2, 3, 4};
#pragma omp target enter data map(to: b)
#pragma omp target enter data map(to: b)
#pragma omp target exit data map(delete: b)
  TEST_AND_SET_VERBOSE(errors, omp_target_is_present(b, omp_get_default_device()) != 0);
  REPORT_AND_RETURN(errors);
}

int test_update(void) {
  int errors = 0;
  int a[N];
  fill_seq(a, N, 0);
#pragma omp target data map(tofrom: a)
  {
    for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target update to(a)
#pragma omp target
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma omp target update from(a[0:N/2])
    TEST_AND_SET_VERBOSE(errors, a[0] != 2 || a[N/2 - 1] != 2 || a[N/2] != 1);
#pragma omp target update if(0) from(a)
    TEST_AND_SET_VERBOSE(errors, a[N - 1] != 1);
  }
  TEST_AND_SET_VERBOSE(errors, a[N - 1] != 2);
  REPORT_AND_RETURN(errors);
}

int test_device_clause(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  int x = 0;
#pragma omp target data map(tofrom: x) device(dev)
  {
#pragma omp target device(dev) map(tofrom: x)
    x = 41;
#pragma omp target update from(x) device(dev)
    x++;
  }
  TEST_AND_SET_VERBOSE(errors, x != 41);
  REPORT_AND_RETURN(errors);
}

int test_depend_nowait(void) {
  int errors = 0;
  int a[N], b[N];
  fill_seq(a, N, 0);
#pragma omp target enter data map(alloc: a, b) nowait depend(out: a)
#pragma omp target update to(a) nowait depend(inout: a)
#pragma omp target nowait depend(in: a) depend(out: b)
  for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp target exit data map(from: b) map(release: a) nowait depend(inout: b)
#pragma omp taskwait
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, b[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int test_update_struct_member(void) {
  int errors = 0;
  struct { int a; int b[10]; } s;
  s.a = 1;
  for (int i = 0; i < 10; i++) s.b[i] = i;
#pragma omp target data map(tofrom: s)
  {
    s.a = 5;
#pragma omp target update to(s.a)
#pragma omp target
    { for (int i = 0; i < 10; i++) s.b[i] += s.a; }
#pragma omp target update from(s.b[2:3])
    TEST_AND_SET_VERBOSE(errors, s.b[2] != 7 || s.b[4] != 9 || s.b[5] != 5);
  }
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_data_if);
  RUN_TEST(test_enter_exit);
  RUN_TEST(test_enter_exit_refcount);
  RUN_TEST(test_update);
  RUN_TEST(test_device_clause);
  RUN_TEST(test_depend_nowait);
  RUN_TEST(test_update_struct_member);
  FINISH("vv_tdata", total);
  return 0;
}
