/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap, firstprivate scalars modified in the region, map(always, to:) in target data, nested teams and parallel, sections and copyprivate, enter/exit data; each on the device and through if(target: 0) / if(0), which must compute the same. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
typedef struct { int a, b; } P;
static int run(int use_dev) {
  int bad = 0;
  int x = 5, arr[32];
  P pp = {1, 2};
  for (int i = 0; i < 32; i++) arr[i] = i;
  /* firstprivate scalar modified in region: host value unchanged */
#pragma omp target if(target: use_dev) firstprivate(x) map(tofrom: arr)
  { x += 10; arr[0] = x; }
  if (x != 5 || arr[0] != 15) bad |= 1;
  /* defaultmap(tofrom: scalar) makes scalars tofrom */
  int y = 3;
#pragma omp target if(use_dev) defaultmap(tofrom: scalar)
  { y *= 4; }
  if (y != 12) bad |= 2;
  /* defaultmap(firstprivate: aggregate) for struct */
#pragma omp target if(use_dev) defaultmap(firstprivate: aggregate) map(tofrom: y)
  { pp.a += 100; y = pp.a + pp.b; }
  if (pp.a != 1 || y != 103) bad |= 4;
  /* default: struct tofrom */
#pragma omp target if(use_dev)
  { pp.b = 40; }
  if (pp.b != 40) bad |= 8;
  /* map(always, to:) inside target data */
  int z = 1;
#pragma omp target data map(tofrom: z) if(use_dev)
  {
    z = 2;
#pragma omp target map(always, to: z) map(from: y) if(target: use_dev)
    y = z;
  }
  if (y != 2) bad |= 16;
  /* nested teams/parallel with private/lastprivate under if */
  int lp = -1, tsum[8]; memset(tsum, 0, sizeof tsum);
  int nt = 0;
#pragma omp target teams distribute parallel for if(target: use_dev) lastprivate(lp) map(tofrom: lp, arr) num_teams(2)
  for (int i = 0; i < 32; i++) { arr[i] = i * 2; lp = i; }
  if (lp != 31 || arr[31] != 62) bad |= 32;
#pragma omp target teams if(use_dev) num_teams(2) map(tofrom: tsum, nt)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
    int loc = t + 1;
#pragma omp parallel num_threads(3) firstprivate(loc) if(use_dev)
    {
#pragma omp atomic
      tsum[t] += loc;
#pragma omp barrier
#pragma omp single
      tsum[t + 4] = omp_get_num_threads();
    }
#pragma omp distribute
    for (int i = 0; i < 32; i++) arr[i] = -i;
  }
  for (int t = 0; t < nt; t++) if (tsum[t] != (t + 1) * tsum[t + 4]) bad |= 64;
  if (arr[7] != -7) bad |= 128;
  /* parallel if(0) nested: one thread */
  int cnt = 0, inpar = -1;
#pragma omp target parallel if(parallel: 0) if(target: use_dev) map(tofrom: cnt, inpar)
  {
#pragma omp atomic
    cnt++;
    inpar = omp_get_num_threads();
  }
  if (cnt != 1 || inpar != 1) bad |= 256;
  /* sections + single copyprivate in target parallel under if */
  int s0 = 0, s1 = 0, cp = 0, cpok = 0;
#pragma omp target parallel num_threads(2) if(use_dev) map(tofrom: s0, s1, cpok)
  {
    int v;
#pragma omp sections
    {
#pragma omp section
      s0 = 1;
#pragma omp section
      s1 = 2;
    }
#pragma omp single copyprivate(v)
    v = 42;
#pragma omp atomic
    cpok += (v == 42);
  }
  if (s0 != 1 || s1 != 2 || cpok < 1) bad |= 512;
  (void)cp;
  /* target data / update under if(0) */
  int w[8];
  for (int i = 0; i < 8; i++) w[i] = i;
#pragma omp target enter data map(to: w) if(use_dev)
#pragma omp target if(use_dev) map(tofrom: w)
  for (int i = 0; i < 8; i++) w[i] += 1;
#pragma omp target update from(w) if(use_dev)
#pragma omp target exit data map(delete: w) if(use_dev)
  if (w[0] != 1 || w[7] != 8) bad |= 1024;
  return bad;
}
int main(void) {
  printf("dev %d\n", run(1));
  printf("host %d\n", run(0));
  return 0;
}
