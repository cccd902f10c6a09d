/* masked with a filter that calls OpenMP routines: the thread the
 * filter names, in the team the construct binds to, runs the block
 * once per team. */
#include <stdio.h>
#include <omp.h>

#pragma omp declare target
static void mark_last(int *who, int *size) {
#pragma omp masked filter(omp_get_num_threads() - 1)
  { *who = omp_get_thread_num(); *size = omp_get_num_threads(); }
}
#pragma omp end declare target

int main(void) {
  int errors = 0;
  int who = -1, size = -1, runs = 0;
#pragma omp target parallel num_threads(4) map(tofrom: who, size, runs)
  {
#pragma omp masked filter(omp_get_num_threads() - 1)
    { who = omp_get_thread_num(); size = omp_get_num_threads(); runs++; }
  }
  if (runs != 1 || who != size - 1) errors++;
  printf("parallel: runs=%d last=%d\n", runs, who == size - 1);

  int tw[3] = {-1, -1, -1}, ts[3] = {-1, -1, -1}, tr[3] = {0, 0, 0};
#pragma omp target teams num_teams(3) map(tofrom: tw, ts, tr)
  {
    int t = omp_get_team_num();
#pragma omp parallel num_threads(2)
    {
#pragma omp masked filter(omp_get_num_threads() - 1 + omp_get_team_num() * 0)
      { tw[t] = omp_get_thread_num(); ts[t] = omp_get_num_threads(); tr[t]++; }
    }
  }
  for (int t = 0; t < 3; t++) {
    if (tr[t] == 0) continue; /* fewer teams than asked for */
    if (tr[t] != 1 || tw[t] != ts[t] - 1 || ts[t] > 2) errors++;
  }
  if (tr[0] != 1) errors++;
  printf("teams parallel: team0 runs=%d last=%d\n", tr[0], tw[0] == ts[0] - 1);

  int one = -1, ones = 0;
#pragma omp target map(tofrom: one, ones)
  {
#pragma omp masked filter(omp_get_num_threads() - 1)
    { one = omp_get_thread_num(); ones++; }
#pragma omp masked filter(omp_get_thread_num() + 1)
    { ones += 100; }
  }
  if (one != 0 || ones != 1) errors++;
  printf("target: thread=%d runs=%d\n", one, ones);

  int fw = -1, fs = -1;
#pragma omp target parallel num_threads(3) map(tofrom: fw, fs)
  mark_last(&fw, &fs);
  if (fs < 1 || fw != fs - 1) errors++;
  printf("function: last=%d\n", fw == fs - 1);
  printf("%s masked_filter_calls\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
