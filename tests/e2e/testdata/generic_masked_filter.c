/* masked with a filter that is not a constant, in target regions that
 * mix code and parallel loops (generic regions): in the code the initial
 * thread runs (a team of one: the block runs when the filter is 0), in a
 * parallel region of code beside the loops (the thread the filter names
 * runs it; a filter no thread has: none), in a teams region, and with
 * the filter's variable used nowhere else in the region (captured for the filter alone). Each filter is
 * evaluated where the construct stands, from the variable's value there.
 * Checked against values computed on the host. */
#include <stdio.h>
#include <omp.h>
#define N 4

int main(void) {
  int fails = 0, ok;

  /* 1: the initial thread's code beside a parallel loop. */
  int zero = 0, two = 2, a[64], r0 = -1, r2 = -1;
#pragma omp target map(tofrom: a, r0, r2)
  {
    r0 = 0;
    r2 = 0;
#pragma omp masked filter(zero)
    r0 = 10 + omp_get_thread_num();
#pragma omp masked filter(two)
    r2 = 1;
#pragma omp parallel for
    for (int i = 0; i < 64; i++)
      a[i] = i;
  }
  ok = r0 == 10 && r2 == 0;
  for (int i = 0; i < 64; i++)
    ok = ok && a[i] == i;
  printf("1: initial=%d (r0 %d r2 %d)\n", ok, r0, r2);
  fails += !ok;

  /* 2: a parallel region of code beside other code, its loop shared
   * out; filters from a mapped variable, a firstprivate one and a
   * variable of the region, assigned before the parallel region. */
  int k = 2, fp = 1, who[3] = {-1, -1, -1}, runs = 0, nt = 0, b[32];
#pragma omp target map(tofrom: who, runs, nt, b) map(to: k)
  {
    int m = fp + 2; /* 3 */
#pragma omp parallel num_threads(N)
    {
      if (omp_get_thread_num() == 0)
        nt = omp_get_num_threads();
#pragma omp masked filter(k)
      who[0] = omp_get_thread_num();
#pragma omp masked filter(fp)
      who[1] = omp_get_thread_num();
#pragma omp masked filter(m - 3)
      who[2] = omp_get_thread_num() + 100;
#pragma omp masked filter(k + 40)
      {
#pragma omp atomic
        runs++;
      }
#pragma omp for
      for (int i = 0; i < 32; i++)
        b[i] = 2 * i;
    }
  }
  ok = nt >= 1 && runs == 0;
  ok = ok && nt == N && who[0] == 2 && who[1] == 1 && who[2] == 100;
  for (int i = 0; i < 32; i++)
    ok = ok && b[i] == 2 * i;
  printf("2: parallel region=%d\n", ok);
  fails += !ok;

  /* 3: a teams region: a parallel region of code in each team, beside
   * a distribute loop; the filter's variable is each team's. The
   * host's teams may run their parallel regions on fewer threads than
   * asked: each team records its size. */
  int tone = 1, nt3[2] = {0, 0}, who3[2] = {-1, -1}, cnt9 = 0, nteams = 0, c[40];
#pragma omp target teams num_teams(2) map(tofrom: nt3, who3, cnt9, nteams, c)
  {
    int nine = tone + 8, tm = omp_get_team_num();
    if (tm == 0)
      nteams = omp_get_num_teams();
#pragma omp parallel num_threads(N)
    {
      if (omp_get_thread_num() == 0)
        nt3[tm] = omp_get_num_threads();
#pragma omp masked filter(tone)
      who3[tm] = omp_get_thread_num();
#pragma omp masked filter(nine)
      {
#pragma omp atomic
        cnt9++;
      }
    }
#pragma omp distribute parallel for
    for (int i = 0; i < 40; i++)
      c[i] = i + 1;
  }
  ok = nteams >= 1 && nteams <= 2 && cnt9 == 0;
  for (int t = 0; t < nteams; t++)
    ok = ok && nt3[t] >= 1 && who3[t] == (nt3[t] > 1 ? 1 : -1);
  for (int i = 0; i < 40; i++)
    ok = ok && c[i] == i + 1;
  printf("3: teams=%d\n", ok);
  fails += !ok;

  /* 4: target parallel with a filter variable used nowhere else. */
  int only = 3, hit = -1;
#pragma omp target parallel num_threads(N) map(tofrom: hit)
  {
#pragma omp masked filter(only)
    hit = omp_get_thread_num();
  }
  ok = hit == 3;
  printf("4: target parallel=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL generic_masked_filter\n");
    return 1;
  }
  printf("PASS generic_masked_filter\n");
  return 0;
}
