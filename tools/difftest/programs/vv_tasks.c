/* Conformance-style tests (a harness of checking macros, one function per
 * feature): target nowait with depend chains, host tasks around target
 * tasks, tasks inside a target region, depend on array sections,
 * in_reduction on target. */
#include "vv_harness.h"

int test_depend_chain(void) {
  int errors = 0;
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma omp target map(to: a) map(from: b) nowait depend(out: b)
  for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp target map(to: b) map(from: c) nowait depend(in: b) depend(out: c)
  for (int i = 0; i < N; i++) c[i] = b[i] * 2;
#pragma omp task depend(in: c) shared(errors, c)
  {
    for (int i = 0; i < N; i++) if (c[i] != 2 * (i + 1)) errors++;
  }
#pragma omp taskwait
  REPORT_AND_RETURN(errors);
}

int test_host_task_then_target(void) {
  int errors = 0;
  int x = 0, y = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    x = 21;
#pragma omp target map(tofrom: x) depend(inout: x) nowait
    x *= 2;
#pragma omp task depend(in: x) shared(x, y)
    y = x + 1;
#pragma omp taskwait
  }
  TEST_AND_SET_VERBOSE(errors, x != 42 || y != 43);
  REPORT_AND_RETURN(errors);
}

int test_nowait_independent(void) {
  int errors = 0;
  int a[4][256];
  for (int t = 0; t < 4; t++) {
#pragma omp target map(from: a[t][0:256]) nowait firstprivate(t)
    for (int i = 0; i < 256; i++) a[t][i] = t * 1000 + i;
  }
#pragma omp taskwait
  for (int t = 0; t < 4; t++) for (int i = 0; i < 256; i++) TEST_AND_SET_VERBOSE(errors, a[t][i] != t * 1000 + i);
  REPORT_AND_RETURN(errors);
}

int test_teams_nowait_reduction(void) {
  int errors = 0;
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) depend(out: s)
  for (int i = 0; i < N; i++) s += i;
#pragma omp taskwait
  TEST_AND_SET_VERBOSE(errors, s != (long)N * (N - 1) / 2);
  REPORT_AND_RETURN(errors);
}

int test_task_in_target(void) {
  int errors = 0;
  int r[2] = {0, 0};
#pragma omp target map(tofrom: r)
  {
#pragma omp task shared(r)
    r[0] = 5;
#pragma omp task shared(r)
    r[1] = 6;
#pragma omp taskwait
  }
  TEST_AND_SET_VERBOSE(errors, r[0] != 5 || r[1] != 6);
  REPORT_AND_RETURN(errors);
}

int test_depend_on_section(void) {
  int errors = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target enter data map(to: a)
#pragma omp target nowait depend(inout: a[0:N/2])
  for (int i = 0; i < N / 2; i++) a[i] += 1;
#pragma omp target nowait depend(inout: a[0:N/2])
  for (int i = 0; i < N / 2; i++) a[i] *= 3;
#pragma omp target update from(a) depend(in: a[0:N/2]) nowait
#pragma omp taskwait
#pragma omp target exit data map(delete: a)
  TEST_AND_SET_VERBOSE(errors, a[0] != 6 || a[N/2 - 1] != 6 || a[N/2] != 1);
  REPORT_AND_RETURN(errors);
}

int test_target_in_reduction(void) {
  int errors = 0;
  int s = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: s)
    {
      for (int k = 0; k < 6; k++) {
#pragma omp target in_reduction(+: s) firstprivate(k)
        s += twice(k);
      }
#pragma omp task in_reduction(+: s)
      s += 1000;
    }
  }
  TEST_AND_SET_VERBOSE(errors, s != 1030);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_depend_chain);
  RUN_TEST(test_host_task_then_target);
  RUN_TEST(test_nowait_independent);
  RUN_TEST(test_teams_nowait_reduction);
  RUN_TEST(test_task_in_target);
  RUN_TEST(test_depend_on_section);
  RUN_TEST(test_target_in_reduction);
  FINISH("vv_tasks", total);
  return 0;
}
