/* Differential program (against clang-19): task dependences, final and if(0) tasks in target regions, target regions in tasks and taskloops, tasks in teams. */
#include "hunt23_harness.h"
#define N 48

static int test_task_depend_in_target(void) {
  int err = 0;
  int a = 0, b = 0, c = 0;
#pragma omp target map(tofrom: a, b, c)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      {
#pragma omp task depend(out: a) shared(a)
        a = 5;
#pragma omp task depend(in: a) depend(out: b) shared(a, b)
        b = a * 2;
#pragma omp task depend(in: a, b) shared(a, b, c)
        c = a + b;
#pragma omp taskwait
      }
    }
  }
  printf("a=%d b=%d c=%d\n", a, b, c);
  OMPVV_TEST_AND_SET(err, c != 15);
  OMPVV_REPORT(err);
  return err;
}

static int test_final_if_tasks(void) {
  int err = 0;
  int finals = 0, undeferred = 0;
#pragma omp target map(tofrom: finals, undeferred)
  {
#pragma omp task final(1) shared(finals)
    {
      finals += omp_in_final();
#pragma omp task shared(finals)
      finals += omp_in_final() * 10;
    }
#pragma omp taskwait
    int x = 0;
#pragma omp task if(0) shared(x)
    x = 7;
    undeferred = x;
  }
  printf("finals=%d undeferred=%d\n", finals, undeferred);
  OMPVV_REPORT(err);
  return err;
}

static int test_target_in_tasks(void) {
  int err = 0;
  int out[8];
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int t = 0; t < 8; t++) {
#pragma omp task firstprivate(t) shared(out)
      {
        int v = 0;
#pragma omp target map(from: v) firstprivate(t)
        v = t * t + 1;
        out[t] = v;
      }
    }
  }
  for (int t = 0; t < 8; t++) OMPVV_TEST_AND_SET(err, out[t] != t * t + 1);
  int acc[N];
  for (int i = 0; i < N; i++) acc[i] = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop num_tasks(4) shared(acc)
  for (int blk = 0; blk < 4; blk++) {
    int lo = blk * (N / 4);
#pragma omp target map(tofrom: acc[lo:N/4]) firstprivate(lo)
    for (int i = lo; i < lo + N / 4; i++) acc[i] = i + 100;
  }
  for (int i = 0; i < N; i++) OMPVV_TEST_AND_SET(err, acc[i] != i + 100);
  OMPVV_REPORT(err);
  return err;
}

static int test_taskloop_forms_in_target(void) {
  int err = 0;
  int v[N];
  long tot = 0;
#pragma omp target map(from: v) map(tofrom: tot)
  {
#pragma omp taskgroup
    {
#pragma omp taskloop nogroup grainsize(5) shared(v)
      for (int i = 0; i < N; i++) v[i] = 3 * i;
    }
#pragma omp taskloop simd reduction(+: tot)
    for (int i = 0; i < N; i++) tot += i;
  }
  for (int i = 0; i < N; i++) OMPVV_TEST_AND_SET(err, v[i] != 3 * i);
  printf("tot=%ld\n", tot);
  OMPVV_REPORT(err);
  return err;
}

static int test_teams_tasks(void) {
  int err = 0;
  int per[2] = {0, 0};
#pragma omp target teams num_teams(2) map(tofrom: per)
  {
    int me = omp_get_team_num();
#pragma omp parallel num_threads(2)
#pragma omp single
    {
      for (int k = 0; k < 5; k++) {
#pragma omp task shared(per) firstprivate(me)
        {
#pragma omp atomic
          per[me] += 1;
        }
      }
    }
  }
  printf("per %d %d\n", per[0], per[1]);
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  errs += test_task_depend_in_target();
  errs += test_final_if_tasks();
  errs += test_target_in_tasks();
  errs += test_taskloop_forms_in_target();
  errs += test_teams_tasks();
  printf("errors %d\n", errs);
  return errs;
}
