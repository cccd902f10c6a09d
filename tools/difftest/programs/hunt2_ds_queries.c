/* Written by hand for tools/difftest -file (docs/difftest.md): thread_limit, parallel if() and level queries in teams, declare target globals written at several levels and updated both ways, firstprivate and private on distribute loops of a teams region with code. */
#include <omp.h>
#include <stdio.h>
int gcount = 0;
int garr[8];
#pragma omp declare target to(gcount, garr)
#pragma omp declare target
static int twice(int x) { return 2 * x; }
#pragma omp end declare target
int main(void) {
  int tl = -1, mt = -1, ip = -1, il = -1, nthr_if0 = -1, nthr_if1 = -1, act = -1;
  int flag = 0;
#pragma omp target teams num_teams(1) thread_limit(2) map(tofrom: tl, mt, ip, il, nthr_if0, nthr_if1, act)
  {
    tl = omp_get_thread_limit();
    ip = omp_in_parallel();
#pragma omp parallel if(flag) num_threads(2)
    {
#pragma omp single
      { nthr_if0 = omp_get_num_threads(); act = omp_get_active_level(); }
    }
  }
#pragma omp target teams num_teams(1) thread_limit(2) map(tofrom: tl, mt, ip, il, nthr_if0, nthr_if1, act)
  {
#pragma omp parallel if(!flag) num_threads(1)
    {
#pragma omp single
      { nthr_if1 = omp_get_num_threads(); il = omp_get_level(); mt = 0; }
    }
  }
  printf("tl<=2 %d ip %d if0 %d act %d if1 %d lvl %d inpar %d\n", tl >= 1 && tl <= 2, ip, nthr_if0, act, nthr_if1, il, mt);
  /* declare target globals written in regions at several levels */
#pragma omp target teams distribute parallel for num_teams(2)
  for (int i = 0; i < 8; i++) {
    garr[i] = twice(i);
#pragma omp atomic
    gcount += 1;
  }
#pragma omp target
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp for
      for (int i = 0; i < 8; i++) garr[i] += 1;
#pragma omp single
      gcount += 100;
    }
  }
  printf("host before update: %d %d\n", gcount, garr[3]);
#pragma omp target update from(gcount, garr)
  printf("host after update: %d %d %d\n", gcount, garr[3], garr[7]);
  gcount = 5; garr[0] = 50;
#pragma omp target update to(gcount) to(garr[0:1])
  int back = 0, back0 = 0;
#pragma omp target map(from: back, back0)
  { back = gcount; back0 = garr[0]; }
  printf("back %d %d\n", back, back0);
  /* private/firstprivate at distribute inside teams with code between */
  int dv = 9, dist[8] = {0}, tm[2] = {0, 0};
#pragma omp target teams num_teams(2) map(tofrom: dist, tm) map(to: dv)
  {
    int dl = dv + omp_get_team_num() * 100;
    tm[omp_get_team_num()] = dl;
#pragma omp distribute firstprivate(dv)
    for (int i = 0; i < 8; i++) dist[i] = dv % 100 + i;
#pragma omp distribute private(dv)
    for (int i = 0; i < 8; i++) { dv = i; dist[i] += dv; }
  }
  for (int i = 0; i < 8; i++) printf("%d ", dist[i]); printf("tm0 %d dv %d\n", tm[0], dv);
  return 0;
}
