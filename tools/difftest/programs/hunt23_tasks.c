/* Differential program (against clang-19): task, taskgroup and taskloop in target regions, nowait target chains, target regions from host parallel threads. */
#include "hunt23_harness.h"
#define N 64

static int test_task_in_target(void) {
  int err = 0;
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target map(to: a) map(from: b)
  {
#pragma omp task shared(a, b)
    {
      for (int i = 0; i < N / 2; i++) b[i] = a[i] * 2;
    }
#pragma omp task shared(a, b)
    {
      for (int i = N / 2; i < N; i++) b[i] = a[i] * 3;
    }
#pragma omp taskwait
  }
  for (int i = 0; i < N; i++) OMPVV_TEST_AND_SET(err, b[i] != (i < N / 2 ? 2 * i : 3 * i));
  OMPVV_REPORT(err);
  return err;
}

static int test_taskgroup_in_target(void) {
  int err = 0;
  int sum = 0;
#pragma omp target map(tofrom: sum)
  {
#pragma omp taskgroup
    {
      for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(k) shared(sum)
        {
#pragma omp atomic
          sum += k;
        }
      }
    }
    sum *= 10;
  }
  OMPVV_TEST_AND_SET(err, sum != 280);
  printf("sum=%d\n", sum);
  OMPVV_REPORT(err);
  return err;
}

static int test_taskloop_in_target(void) {
  int err = 0;
  int c[N];
  for (int i = 0; i < N; i++) c[i] = -1;
#pragma omp target map(tofrom: c)
  {
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop grainsize(8)
    for (int i = 0; i < N; i++) c[i] = i * i;
  }
  for (int i = 0; i < N; i++) OMPVV_TEST_AND_SET(err, c[i] != i * i);
  OMPVV_REPORT(err);
  return err;
}

static int test_taskloop_reduction_in_target(void) {
  int err = 0;
  long s = 0;
#pragma omp target map(tofrom: s)
  {
#pragma omp taskloop reduction(+: s) num_tasks(4)
    for (int i = 1; i <= 100; i++) s += i;
  }
  printf("s=%ld\n", s);
  OMPVV_TEST_AND_SET(err, s != 5050);
  OMPVV_REPORT(err);
  return err;
}

static int test_nowait_depend_chain(void) {
  int err = 0;
  int x[N], y[N], z[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; z[i] = 0; }
#pragma omp target enter data map(to: x, y, z)
#pragma omp target nowait depend(out: x) map(tofrom: x)
  for (int i = 0; i < N; i++) x[i] += 1;
#pragma omp target nowait depend(in: x) depend(out: y)
  for (int i = 0; i < N; i++) y[i] = x[i] * 2;
#pragma omp target nowait depend(in: y) depend(out: z)
  for (int i = 0; i < N; i++) z[i] = y[i] + x[i];
#pragma omp target update from(z) depend(in: z) nowait
#pragma omp taskwait
#pragma omp target exit data map(from: x, y) map(delete: z)
  for (int i = 0; i < N; i++) {
    OMPVV_TEST_AND_SET(err, x[i] != i + 1);
    OMPVV_TEST_AND_SET(err, y[i] != 2 * (i + 1));
    OMPVV_TEST_AND_SET(err, z[i] != 3 * (i + 1));
  }
  OMPVV_REPORT(err);
  return err;
}

static int test_host_parallel_offloads(void) {
  int err = 0;
  int res[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    int v = 0;
#pragma omp target map(tofrom: v) firstprivate(t)
    {
      for (int i = 0; i <= t * 10; i++) v += i;
    }
    res[t] = v;
  }
  for (int t = 0; t < 4; t++) { printf("res[%d]=%d\n", t, res[t]); OMPVV_TEST_AND_SET(err, res[t] != (t * 10) * (t * 10 + 1) / 2); }
  OMPVV_REPORT(err);
  return err;
}

static int test_target_task_depend_host(void) {
  int err = 0;
  int v = 1;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: v) shared(v)
    v = 5;
#pragma omp target depend(inout: v) map(tofrom: v) nowait
    v *= 3;
#pragma omp task depend(in: v) shared(v)
    v += 1;
#pragma omp taskwait
  }
  OMPVV_TEST_AND_SET(err, v != 16);
  printf("v=%d\n", v);
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  OMPVV_TEST_OFFLOADING();
  errs += test_task_in_target();
  errs += test_taskgroup_in_target();
  errs += test_taskloop_in_target();
  errs += test_taskloop_reduction_in_target();
  errs += test_nowait_depend_chain();
  errs += test_host_parallel_offloads();
  errs += test_target_task_depend_host();
  printf("errors %d\n", errs);
  return errs;
}
