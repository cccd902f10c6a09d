/* Written by hand for tools/difftest -file (docs/difftest.md): dist_schedule with lastprivate, firstprivate arrays and structs on target parallel for, private arrays, teams reductions with per-team code, defaultmap(none), collapse over a triangle, lastprivate of a nested teams loop; on the device and through if(target: 0). */
#include <omp.h>
#include <stdio.h>
#include <string.h>
typedef struct { int k; int v[3]; } St;
static void run(int dev) {
  int a[40], lp = -1, lp2 = -1, pa[4] = {1, 2, 3, 4};
  St st = {2, {5, 6, 7}};
  for (int i = 0; i < 40; i++) a[i] = 0;
#pragma omp target teams distribute dist_schedule(static, 3) lastprivate(lp) map(tofrom: a, lp) if(target: dev) num_teams(3)
  for (int i = 0; i < 40; i++) { a[i] = i + st.k; lp = i; }
  printf("[%d] f2a %d %d %d\n", dev, lp, a[0], a[39]);
#pragma omp target parallel for firstprivate(pa, st) lastprivate(lp2) map(tofrom: a, lp2) if(dev) num_threads(2)
  for (int i = 0; i < 40; i++) { pa[i % 4] += 0; a[i] = pa[i % 4] * st.v[i % 3]; lp2 = a[i]; st.k = i; }
  printf("[%d] f2b %d %d %d st.k %d\n", dev, lp2, a[1], a[39], st.k);
  int priv[3] = {9, 9, 9};
  int res = 0;
#pragma omp target private(priv) map(tofrom: res) if(target: dev)
  { priv[0] = 1; priv[1] = 2; priv[2] = 3; res = priv[0] + priv[1] + priv[2]; }
  printf("[%d] f2c %d %d\n", dev, res, priv[0]);
  int sum = 0, tcode[4] = {0, 0, 0, 0}, nt = 0;
#pragma omp target teams num_teams(2) reduction(+: sum) map(tofrom: tcode, nt) if(target: dev)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
    tcode[t] = 1;
#pragma omp distribute parallel for reduction(+: sum)
    for (int i = 0; i < 40; i++) sum += i;
    sum += 1000;
  }
  printf("[%d] f2d %d ok %d\n", dev, sum - 1000 * nt, tcode[0] + tcode[1] + tcode[2] + tcode[3] == nt);
  int d = 3, e = 4;
#pragma omp target defaultmap(none) map(tofrom: d) firstprivate(e) if(target: dev)
  { d = d * e; e = 0; }
  printf("[%d] f2e %d %d\n", dev, d, e);
  int cnt = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: cnt) if(target: dev) reduction(+: cnt)
  for (int i = 0; i < 5; i++) for (int j = i; j < 5; j++) cnt += 1;
  printf("[%d] f2f %d\n", dev, cnt);
  int idx; int lpv = -1;
#pragma omp target map(tofrom: lpv, idx) if(target: dev)
  {
#pragma omp teams distribute parallel for lastprivate(idx, lpv) num_teams(2)
    for (idx = 3; idx < 20; idx += 4) lpv = idx * idx;
  }
  printf("[%d] f2g %d %d\n", dev, idx, lpv);
}
int main(void) { run(1); run(0); return 0; }
