/* Written by hand for tools/difftest -file (docs/difftest.md): the if clause of a parallel region of code beside other code in a target region, true and false: thread counts, worksharing, single, reduction and the level routines. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static int lvl(void) { return omp_get_level() * 100 + omp_get_active_level() * 10 + omp_in_parallel(); }
#pragma omp end declare target
int run(int n, int big) {
  int a[64], cnt = 0, s = 0, sing = 0, info[6];
  #pragma omp target map(tofrom: a, cnt, s, sing, info)
  {
    a[0] = -1;
    #pragma omp parallel num_threads(4) if(n > big) reduction(+: s)
    {
      int t = omp_get_thread_num();
      #pragma omp atomic
      cnt += 1;
      #pragma omp for
      for (int i = 0; i < 64; i++) { a[i] = t; s += i; }
      #pragma omp single
      { sing += 1; info[0] = omp_get_num_threads(); info[1] = omp_in_parallel(); info[2] = omp_get_level(); info[3] = omp_get_active_level(); info[4] = lvl(); info[5] = omp_get_team_size(1); }
      #pragma omp barrier
    }
  }
  int owners = 0; for (int i = 0; i < 64; i++) owners |= 1 << a[i];
  printf("n %d: cnt %d s %d single %d owners %x nth %d inpar %d level %d active %d fn %d ts %d\n", n, cnt, s, sing, owners, info[0], info[1], info[2], info[3], info[4], info[5]);
  return 0;
}
int main(void){ run(10, 5); run(3, 5); return 0; }
