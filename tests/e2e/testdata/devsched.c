/* omp_get_schedule and omp_get_teams_thread_limit in device code: the
 * device's run-sched-var (static, default chunk) and teams-thread-limit-var
 * (0), in a target region, a parallel region, a combined loop and a
 * declare target function; the output parameters are written. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static int sched_code(void) {
  omp_sched_t k = omp_sched_auto;
  int c = -1;
  omp_get_schedule(&k, &c);
  return (int)k * 100 + c;
}
#pragma omp end declare target

int main(void) {
  int failures = 0;
  int v[5] = {-1, -1, -1, -1, -1};
#pragma omp target map(tofrom: v)
  {
    omp_sched_t k = omp_sched_dynamic;
    int c = 7;
    omp_get_schedule(&k, &c);
    v[0] = (int)k;
    v[1] = c;
    v[2] = omp_get_teams_thread_limit();
    v[3] = sched_code();
#pragma omp parallel num_threads(2)
    {
      if (omp_get_thread_num() == 1)
        v[4] = sched_code() + omp_get_teams_thread_limit();
    }
  }
  int w[8];
#pragma omp target teams distribute parallel for map(from: w)
  for (int i = 0; i < 8; i++)
    w[i] = sched_code() + i;
  printf("region: kind=%d chunk=%d teams_thread_limit=%d function=%d nested=%d\n", v[0], v[1], v[2], v[3], v[4]);
  failures += v[0] != (int)omp_sched_static || v[1] != 0 || v[2] != 0 || v[3] != 100 || v[4] != 100;
  int bad = 0;
  for (int i = 0; i < 8; i++)
    bad += w[i] != 100 + i;
  printf("loop: bad=%d\n", bad);
  failures += bad != 0;
  if (failures)
    return 1;
  printf("PASS devsched\n");
  return 0;
}
