/* Written by hand for tools/difftest -file (docs/difftest.md): variables of a teams region shared by its parallel region, a reduction into a team variable, an orphaned for in a declare target function, sequential code between parallel regions of a target region, parallel if(0) nested in target parallel. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
#define NT 2
static void orphan_fill(int *v, int n, int off) {
#pragma omp for
  for (int i = 0; i < n; i++) v[i] = i + off;
}
#pragma omp declare target(orphan_fill)
int main(void) {
  int out[NT][6], nt = 0, red[NT], vis[NT][4];
  memset(out, 0, sizeof out); memset(red, 0, sizeof red); memset(vis, 0, sizeof vis);
#pragma omp target teams num_teams(NT) thread_limit(4) map(tofrom: out, nt, red, vis)
  {
    int t = omp_get_team_num();
    int shared_in_team = 0;          /* one per team, shared by the team's threads */
    int tarr[4] = {0, 0, 0, 0};
    if (t == 0) nt = omp_get_num_teams();
    shared_in_team = 1000 * (t + 1);
    int r = 0;
#pragma omp parallel num_threads(4) reduction(+: r)
    {
      int me = omp_get_thread_num();
      r += shared_in_team + me;
      tarr[me % 4] = 1;
#pragma omp barrier
#pragma omp single
      shared_in_team += 1;
#pragma omp barrier
      vis[t][me % 4] = shared_in_team;
      orphan_fill(out[t], 6, t * 10);
    }
    red[t] = r - tarr[0];   /* r: sum over the team's threads */
    out[t][5] += shared_in_team;
  }
  int bad = 0;
  for (int t = 0; t < nt; t++) {
    for (int i = 0; i < 5; i++) if (out[t][i] != i + t * 10) bad++;
    if (out[t][5] != 5 + t * 10 + 1000 * (t + 1) + 1) bad++;
    if (vis[t][0] != 1000 * (t + 1) + 1) bad++;
  }
  printf("n4a: bad %d red0 %d\n", bad, red[0] >= 999);
  /* target (no teams) with parallel regions between sequential code */
  int seq[8] = {0}, step = 0;
#pragma omp target map(tofrom: seq, step)
  {
    int acc = 1;
    step = 1;
#pragma omp parallel num_threads(3) firstprivate(acc)
    {
      acc += 1;
#pragma omp atomic
      seq[0] += acc;
    }
    acc *= 5;
    step = 2;
#pragma omp parallel num_threads(3) shared(acc)
    {
#pragma omp for
      for (int i = 1; i < 8; i++) seq[i] = acc + i;
#pragma omp single nowait
      step += 10;
    }
    seq[0] += 1000 * (acc == 5);
  }
  printf("n4b: %d %d %d step %d\n", seq[0] % 1000 == 0 ? -1 : seq[0] / 1000, seq[1], seq[7], step);
  /* nested parallel in parallel in target: inner if(0) */
  int inner[4] = {-1, -1, -1, -1}, outern = 0;
#pragma omp target parallel num_threads(2) map(tofrom: inner, outern)
  {
    int me = omp_get_thread_num();
#pragma omp parallel if(0)
    {
      inner[me] = omp_get_num_threads() * 10 + omp_get_thread_num() + 100 * omp_get_level();
    }
#pragma omp single
    outern = omp_get_num_threads();
  }
  printf("n4c: %d %d\n", inner[0], outern < 2 || inner[1] == inner[0]);
  return 0;
}
