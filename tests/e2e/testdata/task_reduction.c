/* Task reductions in target regions: a taskgroup's task_reduction and
 * the in_reduction of the tasks and taskloops in it (each participating
 * task's copy starts from the operator's identity), a task taking part
 * in an enclosing taskloop's reduction, nested participating tasks, and
 * every thread's own taskgroup in a target parallel region. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int fails = 0;

  /* 1: tasks and a taskloop in a taskgroup's reductions. */
  int s = 7, m = -5, p = 2;
  double d = 0.5;
#pragma omp target map(tofrom: s, m, p, d)
  {
#pragma omp taskgroup task_reduction(+: s, d) task_reduction(max: m) task_reduction(*: p)
    {
      for (int k = 1; k <= 4; k++) {
#pragma omp task in_reduction(+: s) in_reduction(max: m) in_reduction(*: p)
        {
          s += k;
          m = k * 3 % 7 > m ? k * 3 % 7 : m;
          p *= k;
        }
      }
#pragma omp taskloop in_reduction(+: s, d) num_tasks(3)
      for (int i = 0; i < 10; i++) {
        s += i;
        d += 0.25;
      }
    }
  }
  printf("taskgroup: %d %d %d %.2f\n", s, m, p, d);
  fails += s != 62 || m != 6 || p != 48 || d != 3.0;

  /* 2: tasks in a taskloop's reduction; a task nested in a
   * participating task. */
  int t = 100, u = 0;
#pragma omp target map(tofrom: t, u)
  {
#pragma omp taskloop reduction(+: t) grainsize(2)
    for (int i = 0; i < 6; i++) {
#pragma omp task in_reduction(+: t)
      t += i;
#pragma omp task in_reduction(+: t)
      {
        t += 1000;
      }
    }
#pragma omp taskgroup task_reduction(+: u)
    {
#pragma omp task in_reduction(+: u)
      {
        u += 1;
#pragma omp task in_reduction(+: u)
        u += 10;
      }
    }
  }
  printf("taskloop: %d %d\n", t, u);
  fails += t != 6115 || u != 11;

  /* 3: target parallel: every thread's taskgroup combines into the
   * shared mapped variable (the value names the thread that created the
   * task; which thread runs it is the runtime's choice). */
  int tot = 0;
#pragma omp target parallel num_threads(4) map(tofrom: tot)
  {
    const int me = omp_get_thread_num();
#pragma omp taskgroup task_reduction(+: tot)
    {
#pragma omp task in_reduction(+: tot)
      tot += me + 1;
    }
  }
  printf("target parallel: %d\n", tot);
  fails += tot != 10;

  if (fails) {
    printf("FAIL task_reduction (%d)\n", fails);
    return 1;
  }
  printf("PASS task_reduction\n");
  return 0;
}
