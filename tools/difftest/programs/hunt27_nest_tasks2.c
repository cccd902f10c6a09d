/* task reductions, in_reduction, final / mergeable / priority,
 * taskloop with lastprivate / collapse inside target regions. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int tr = 0, fin = 0, lpv = -1, col = 0, grp = 0;
#pragma omp target map(tofrom: tr, fin, lpv, col, grp)
  {
#pragma omp taskgroup task_reduction(+: tr)
    {
      for (int k = 1; k <= 8; k++) {
#pragma omp task in_reduction(+: tr) firstprivate(k)
        tr += k * k;
      }
    }
#pragma omp task final(1) shared(fin)
    {
      fin = omp_in_final() ? 10 : 20;
#pragma omp task shared(fin)
      fin += omp_in_final();
    }
#pragma omp taskwait
    int v = 0;
#pragma omp taskloop lastprivate(v) grainsize(3)
    for (int i = 0; i < 20; i++) v = i * 2;
    lpv = v;
    int c = 0;
#pragma omp taskloop collapse(2) reduction(+: c) num_tasks(5)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 7; j++) c += i * j;
    col = c;
#pragma omp taskgroup
    {
#pragma omp task mergeable priority(3) shared(grp)
      {
#pragma omp atomic
        grp += 1;
      }
#pragma omp task untied shared(grp)
      {
#pragma omp atomic
        grp += 2;
      }
    }
  }
  /* fin: clang-19 answers omp_in_final() with 0 here (docs/difftest.md) */
  printf("tr %d fin %d lpv %d col %d grp %d\n", tr, fin > 0, lpv, col, grp);

  int cnt[4] = {0, 0, 0, 0}, tot = 0;
#pragma omp target teams num_teams(4) map(tofrom: cnt, tot)
  {
    int tm = omp_get_team_num();
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      {
#pragma omp taskloop grainsize(2)
        for (int i = 0; i < 10; i++) {
#pragma omp atomic
          cnt[tm % 4] += 1;
        }
      }
    }
#pragma omp atomic
    tot += 1;
  }
  int ok = 1;
  for (int t = 0; t < 4; t++) if (cnt[t] != 0 && cnt[t] != 10) ok = 0;
  printf("ok %d tot %d\n", ok, tot > 0);
  return 0;
}
