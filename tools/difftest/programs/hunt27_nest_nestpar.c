/* nested parallel regions inside target regions (max-active-levels),
 * runtime routines at each level. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int lv[4], anc[4], tsz[4], act[4], nth[4], sums = 0, mal = -1;
#pragma omp target parallel num_threads(4) map(from: lv, anc, tsz, act, nth, mal) map(tofrom: sums)
  {
    int t = omp_get_thread_num();
    if (t == 0) mal = omp_get_max_active_levels() >= 1;
#pragma omp parallel num_threads(3) reduction(+: sums)
    {
      lv[t] = omp_get_level();
      anc[t] = omp_get_ancestor_thread_num(1) * 10 + omp_get_ancestor_thread_num(2);
      tsz[t] = omp_get_team_size(2) * 10 + (omp_get_team_size(3) == -1);
      act[t] = omp_get_active_level();
      nth[t] = omp_get_num_threads();
      sums += 1;
    }
  }
  for (int t = 0; t < 4; t++) printf("t%d lv %d anc %d tsz %d act %d nth %d\n", t, lv[t], anc[t], tsz[t], act[t], nth[t]);
  printf("sums %d mal %d\n", sums, mal);

  int cells[4][4];
#pragma omp target teams distribute parallel for map(from: cells) num_threads(4)
  for (int i = 0; i < 4; i++) {
#pragma omp parallel for num_threads(2)
    for (int j = 0; j < 4; j++) cells[i][j] = i * 10 + j + 100 * omp_get_level();
  }
  for (int i = 0; i < 4; i++) printf("%d %d %d %d\n", cells[i][0], cells[i][1], cells[i][2], cells[i][3]);

  int x = 0;
#pragma omp target map(tofrom: x)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel num_threads(2)
      {
#pragma omp atomic
        x += omp_get_level();
      }
    }
  }
  printf("x %d\n", x > 0);
  return 0;
}
