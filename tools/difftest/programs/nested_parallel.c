/* Written by hand for tools/difftest -file (docs/difftest.md): parallel regions nested in target parallel, generic and loop regions: levels, thread numbers, copies and reductions. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static int twice(int v) { return 2 * v; }
#pragma omp end declare target
int main(void) {
  int g[4][6], b[16][4], c[8][4], cnt = 0, pr = -1;
#pragma omp target map(tofrom: g, cnt, b)
  {
    cnt = 100;
#pragma omp parallel num_threads(4)
    {
      int t = omp_get_thread_num();
#pragma omp for
      for (int i = 0; i < 4; i++) g[i][0] = -1;
#pragma omp parallel private(t)
      {
        t = 7;
#pragma omp atomic
        cnt += 0;
      }
#pragma omp parallel
      {
        g[t][0] = omp_get_thread_num();
        g[t][1] = omp_get_num_threads() * 10 + omp_get_level();
        g[t][2] = omp_get_ancestor_thread_num(1) * 10 + omp_get_ancestor_thread_num(2);
        g[t][3] = omp_get_team_size(1) * 10 + omp_get_team_size(2);
        g[t][4] = omp_in_parallel() * 10 + omp_get_active_level();
        g[t][5] = twice(t);
      }
    }
#pragma omp parallel for num_threads(4)
    for (int i = 0; i < 16; i++) {
#pragma omp parallel
      {
        b[i][0] = omp_get_thread_num() + omp_get_num_threads() * 10;
        b[i][1] = omp_get_level();
        b[i][2] = omp_get_ancestor_thread_num(1) == omp_get_ancestor_thread_num(1);
        b[i][3] = omp_get_team_size(2);
      }
    }
  }
#pragma omp target parallel for num_threads(2) map(tofrom: c)
  for (int i = 0; i < 8; i++) {
    int outer = omp_get_thread_num();
#pragma omp parallel num_threads(5) shared(outer)
    {
      c[i][0] = omp_get_thread_num() * 10 + omp_get_num_threads();
      c[i][1] = omp_get_level();
      c[i][2] = omp_get_ancestor_thread_num(1) == outer;
      c[i][3] = omp_get_team_size(1);
    }
  }
  for (int t = 0; t < 4; t++) { for (int i = 0; i < 6; i++) printf(" %d", g[t][i]); printf("\n"); }
  for (int t = 0; t < 16; t++) { for (int i = 0; i < 4; i++) printf(" %d", b[t][i]); printf("|"); }
  printf("\n");
  for (int t = 0; t < 8; t++) { for (int i = 0; i < 4; i++) printf(" %d", c[t][i]); printf("|"); }
  printf("\ncnt %d\n", cnt);
}
