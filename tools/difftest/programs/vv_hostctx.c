/* Conformance-style tests (a harness of checking macros, one function per
 * feature): target constructs in host tasks, parallel loops, sections,
 * single and taskloop, nowait regions waited for in a parallel loop,
 * device pointers on combined constructs. */
#include "vv_harness.h"

int test_target_in_task(void) {
  int errors = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
    for (int c = 0; c < 4; c++) {
#pragma omp task firstprivate(c) shared(a)
      {
#pragma omp target map(tofrom: a[c * (N / 4):N / 4])
        for (int i = c * (N / 4); i < (c + 1) * (N / 4); i++) a[i] = c + 1;
      }
    }
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != i / (N / 4) + 1);
  REPORT_AND_RETURN(errors);
}

int test_target_in_parallel_for_nowait(void) {
  int errors = 0;
  int res[16];
#pragma omp parallel for num_threads(4)
  for (int k = 0; k < 16; k++) {
    int v = -1;
#pragma omp target map(from: v) firstprivate(k) nowait
    v = k * k;
#pragma omp taskwait
    res[k] = v;
  }
  for (int k = 0; k < 16; k++) TEST_AND_SET_VERBOSE(errors, res[k] != k * k);
  REPORT_AND_RETURN(errors);
}

int test_device_ptr_combined(void) {
  int errors = 0;
  int dev = omp_get_default_device();
  double *d = (double *)omp_target_alloc(N * sizeof(double), dev);
  double s = 0;
#pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = 0.5 * i;
#pragma omp target teams distribute parallel for is_device_ptr(d) reduction(+: s)
  for (int i = 0; i < N; i++) s += d[i];
  TEST_AND_SET_VERBOSE(errors, s != 0.5 * N * (N - 1) / 2);
  omp_target_free(d, dev);
  REPORT_AND_RETURN(errors);
}

int test_target_in_single_and_sections(void) {
  int errors = 0;
  int x = 0, y = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp target map(tofrom: x)
        x += 10;
      }
#pragma omp section
      {
#pragma omp target map(tofrom: y)
        y += 20;
      }
    }
#pragma omp single
    {
#pragma omp target map(tofrom: x, y)
      { x += 1; y += 2; }
    }
  }
  TEST_AND_SET_VERBOSE(errors, x != 11 || y != 22);
  REPORT_AND_RETURN(errors);
}

int test_taskloop_with_target(void) {
  int errors = 0;
  int a[64];
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop grainsize(8)
  for (int i = 0; i < 64; i++) {
#pragma omp target map(from: a[i:1]) firstprivate(i)
    a[i] = twice(i);
  }
  for (int i = 0; i < 64; i++) TEST_AND_SET_VERBOSE(errors, a[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_target_in_task);
  RUN_TEST(test_target_in_parallel_for_nowait);
  RUN_TEST(test_device_ptr_combined);
  RUN_TEST(test_target_in_single_and_sections);
  RUN_TEST(test_taskloop_with_target);
  FINISH("vv_hostctx", total);
  return 0;
}
