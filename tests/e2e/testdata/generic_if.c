/* if(expr) and if(parallel: expr) on parallel loops beside other code in
 * a target region: when the condition is false the parallel region is
 * inactive, a team of one thread (omp_get_num_threads() 1, level 1,
 * active level 0), and still runs every iteration exactly once; when it
 * is true the team shares the iterations. The condition reads a
 * variable thread 0 set in the region and one of the host. */
#include <stdio.h>
#include <omp.h>
#define N 500
int main(void) {
  int n = N, fails = 0;
  int m[N];
  for (int k = 0; k < 4; k++) {
    int nt = -1, lv = -1, ip = -1, al = -1, ts = -1;
    long s = 0;
    for (int i = 0; i < n; i++) m[i] = 0;
#pragma omp target map(tofrom: m, nt, lv, ip, al, ts, s)
    {
      int on = k & 1;
      m[0] = 0;
#pragma omp parallel for if(on) reduction(+: s) schedule(dynamic, 3)
      for (int i = 0; i < n; i++) {
        m[i] += 1;
        s += i;
        if (i == 7) {
          nt = omp_get_num_threads() > 1;
          lv = omp_get_level();
          ip = omp_in_parallel();
          al = omp_get_active_level();
          ts = omp_get_team_size(1) > 1;
        }
      }
#pragma omp parallel for if(parallel: k >= 2) schedule(guided)
      for (int i = 0; i < n; i++) m[i] += 2;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) bad += m[i] != 3;
    printf("k=%d: many_threads=%d level=%d in_parallel=%d active_level=%d team_size_gt1=%d sum=%ld bad=%d\n",
           k, nt, lv, ip, al, ts, s, bad);
    fails += bad + (s != (long)n * (n - 1) / 2);
  }

  /* A teams region: each team decides alone; every team runs the loop. */
  int cnt[N];
  for (int i = 0; i < n; i++) cnt[i] = 0;
  int nt = 0, f2 = 0;
#pragma omp target teams num_teams(2) map(tofrom: cnt, nt)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
#pragma omp parallel for if(t == 0)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
      cnt[i] += 1;
    }
  }
  for (int i = 0; i < n; i++) f2 += cnt[i] != nt;
  printf("teams: teams_ok=%d bad=%d\n", nt >= 1 && nt <= 2, f2);
  fails += f2 + (nt < 1 || nt > 2);
  printf("%s generic_if\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
