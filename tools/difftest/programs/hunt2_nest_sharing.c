/* Written by hand for tools/difftest -file (docs/difftest.md): teams with code around two distribute loops, target parallel with lastprivate, masked filter, nested parallel, tasks with firstprivate and shared items, private at teams with shared at parallel, private and firstprivate on an inner for, named critical sections. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
#define N 100
int main(void) {
  int a[N], b[N], tcount[16], tfirst[16], bad = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  memset(tcount, 0, sizeof tcount); memset(tfirst, -1, sizeof tfirst);
  int nt = 0;
  /* teams with code before and after distribute parallel for; team-local arrays */
#pragma omp target teams num_teams(3) thread_limit(4) map(tofrom: a, b, tcount, tfirst, nt)
  {
    int t = omp_get_team_num();
    int loc[4] = {t, t, t, t};
    int cnt = 0;
    if (t == 0) nt = omp_get_num_teams();
#pragma omp distribute parallel for reduction(+: cnt)
    for (int i = 0; i < N; i++) { b[i] = a[i] * 2 + loc[i % 4] * 0; cnt++; }
    tcount[t] = cnt;
#pragma omp distribute
    for (int i = 0; i < N; i++) {
      if (tfirst[t] < 0) tfirst[t] = i;
      a[i] += 1;
    }
  }
  int tot = 0; for (int t = 0; t < nt; t++) tot += tcount[t];
  for (int i = 0; i < N; i++) if (b[i] != 2 * i || a[i] != i + 1) bad++;
  printf("1: tot %d bad %d first0 %d\n", tot, bad, tfirst[0]);
  /* target parallel: for lastprivate, masked filter, nested parallel, tasks with data sharing */
  int lastv = -1, mk = -1, nestn = -1, lev = -1, tsum = 0, fpv = 7, shv = 0, nthr = 0;
#pragma omp target parallel num_threads(4) map(tofrom: lastv, mk, nestn, lev, tsum, shv, nthr, b) firstprivate(fpv)
  {
#pragma omp single
    nthr = omp_get_num_threads();
#pragma omp for lastprivate(lastv) schedule(static)
    for (int i = 0; i < N; i++) lastv = i * 3;
#pragma omp masked filter(0)
    mk = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      { nestn = omp_get_num_threads(); lev = omp_get_level(); }
    }
#pragma omp single
    {
      for (int k = 0; k < 10; k++) {
#pragma omp task firstprivate(k) shared(tsum)
        {
#pragma omp atomic
          tsum += k + fpv;
        }
      }
#pragma omp taskwait
      shv = tsum;
    }
#pragma omp for
    for (int i = 0; i < N; i++) b[i] = shv + i;
  }
  printf("2: lastv %d mk %d nestn %d lev %d tsum %d shv %d b99 %d fpv %d\n", lastv, mk, nestn, lev, tsum, shv, b[99], fpv);
  /* private at teams, shared via map at parallel, variable declared in region vs outside */
  int outside = 11, res[3] = {0, 0, 0};
#pragma omp target teams num_teams(1) private(outside) map(tofrom: res)
  {
    outside = 20;
#pragma omp parallel num_threads(3) shared(outside)
    {
#pragma omp atomic
      outside += 1;
#pragma omp barrier
      int inside = outside;
#pragma omp single
      res[0] = inside;
    }
    res[1] = outside;
  }
  printf("3: outside %d res %d %d\n", outside, res[0] == res[1], res[1] >= 21);
  /* for with private and firstprivate at for level inside target parallel */
  int pv = 3, fv = 4, out[8];
#pragma omp target parallel num_threads(2) map(from: out) map(to: fv) firstprivate(pv)
  {
    pv = 100;
#pragma omp for private(pv) firstprivate(fv)
    for (int i = 0; i < 8; i++) { pv = i; fv += 1; out[i] = pv * 10 + (fv > 4); }
  }
  for (int i = 0; i < 8; i++) printf("%d ", out[i]); printf("pv %d fv %d\n", pv, fv);
  /* critical with name + barrier ordering */
  int phase[2] = {0, 0}, okph = 0;
#pragma omp target parallel num_threads(4) map(tofrom: phase, okph)
  {
#pragma omp critical(ph1)
    phase[0]++;
#pragma omp barrier
    int seen = phase[0];
#pragma omp critical(ph2)
    { phase[1]++; if (seen == omp_get_num_threads()) okph++; }
  }
  printf("4: %d %d\n", phase[0] == phase[1], okph == phase[1]);
  return 0;
}
