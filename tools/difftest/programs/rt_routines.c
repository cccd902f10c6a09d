/* Written by hand for tools/difftest -file (docs/difftest.md): omp_get_proc_bind, omp_get_supported_active_levels, omp_get_max_task_priority, omp_in_final and omp_get_num_procs in target, teams, parallel, generic, task and declare target code, mixed into computed results. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static int fixed(void) {
  return (int)omp_get_proc_bind() * 1000 + omp_get_max_task_priority() * 100 + omp_in_final() * 10 + (omp_get_supported_active_levels() > 1);
}
#pragma omp end declare target
int main(void) {
  int a[64], s = 0, g[8], p = 0, q = 0;
  #pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < 64; i++) a[i] = i + fixed() + (omp_get_num_procs() >= 1);
  #pragma omp target map(tofrom: s, p)
  {
    s = fixed() + (omp_in_final() ? 7 : 3);
    p = omp_get_num_procs();
    #pragma omp task shared(s)
    s += fixed() * 2 + omp_in_final();
  }
  #pragma omp target teams num_teams(2) thread_limit(4) map(from: g)
  {
    int base = fixed();
    #pragma omp parallel for
    for (int i = 0; i < 4; i++) g[omp_get_team_num() * 4 + i] = base + (int)omp_get_proc_bind() + i;
  }
  #pragma omp target parallel num_threads(3) map(tofrom: q)
  {
    #pragma omp atomic
    q += fixed() + omp_get_supported_active_levels() / 1000000;
  }
  long t = 0;
  for (int i = 0; i < 64; i++) t += a[i];
  printf("a %ld s %d p %d q %d g", t, s, p, q);
  for (int i = 0; i < 8; i++) printf(" %d", g[i]);
  printf("\n");
  return 0;
}
