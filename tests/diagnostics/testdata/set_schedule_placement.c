#include <omp.h>
void g(int *a, int n) {
  #pragma omp for schedule(runtime)
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma omp declare target to(g)
void f(int *a, int n, int c) {
  #pragma omp target map(tofrom: a[0:n])
  {
    if (n > 4)
      omp_set_schedule(omp_sched_dynamic, 2);
    omp_set_schedule(omp_sched_static, c);
    #pragma omp parallel for schedule(runtime)
    for (int i = 0; i < n; i++) a[i] = i;
  }
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    omp_set_schedule(omp_sched_static, 2);
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    omp_set_schedule(omp_sched_static, 2);
    #pragma omp parallel
    g(a, n);
  }
}
// expect: 11:7: error: omp_set_schedule in a target region is supported as a statement of the target region's own block (the code its initial threads run, outside control flow, loops and parallel regions) only: the lowerer gives the schedule(runtime) loops after it the schedule it sets
// expect: 12:5: error: omp_set_schedule(omp_sched_static, c) in a target region: its arguments must be a schedule kind (omp_sched_static, omp_sched_dynamic, omp_sched_guided, omp_sched_auto) and an integer constant
// expect: 18:5: error: omp_set_schedule in a target region is supported as a statement of the target region's own block (the code its initial threads run, outside control flow, loops and parallel regions) only: the lowerer gives the schedule(runtime) loops after it the schedule it sets
// expect: 24:5: error: call to 'g' in a target region that calls omp_set_schedule is not supported yet: a schedule(runtime) loop in the function would not see the schedule set
