/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): execution-model observables whose values OpenMP fixes: omp_get_* routines in target parallel regions, teams of one team, if(parallel: 0), if(target: 0), target nowait with taskwait and depend, critical, single (copyprivate, nowait), masked with a filter, master, barrier phases and sections with lastprivate and reduction.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
static int part1(void) {
  int info[8][6]; int crit = 0, sgl = 0, msk = -1, after[8] = {0};
  for (int i = 0; i < 8; i++) for (int k = 0; k < 6; k++) info[i][k] = -9;
#pragma omp target parallel num_threads(8) map(tofrom: info, crit, sgl, msk, after)
  {
    int t = omp_get_thread_num();
    info[t][0] = omp_get_num_threads();
    info[t][1] = omp_get_level();
    info[t][2] = omp_get_active_level();
    info[t][3] = omp_in_parallel();
    info[t][4] = omp_is_initial_device();
    info[t][5] = omp_get_team_num() + 10 * omp_get_num_teams();
#pragma omp critical
    crit += t + 1;
#pragma omp single
    sgl++;
#pragma omp masked filter(3)
    msk = omp_get_thread_num();
#pragma omp barrier
    after[t] = crit + sgl * 100;
  }
  for (int i = 0; i < 8; i++) printf("%d %d %d %d %d %d %d\n", info[i][0], info[i][1], info[i][2], info[i][3], info[i][4], info[i][5], after[i]);
  printf("crit=%d sgl=%d msk=%d\n", crit, sgl, msk);
  /* sections */
  int s1 = 0, s2 = 0, s3 = 0;
#pragma omp target parallel num_threads(4) map(tofrom: s1, s2, s3)
  {
#pragma omp sections
    {
#pragma omp section
      s1 = 1;
#pragma omp section
      s2 = 2;
#pragma omp section
      s3 = s3 + 3;
    }
  }
  printf("s=%d %d %d\n", s1, s2, s3);
  /* plain target: queries */
  int q[6];
#pragma omp target map(from: q)
  {
    q[0] = omp_get_num_threads(); q[1] = omp_get_thread_num(); q[2] = omp_get_level(); q[3] = omp_in_parallel(); q[4] = omp_get_num_teams(); q[5] = omp_get_team_num();
  }
  printf("q=%d %d %d %d %d %d\n", q[0], q[1], q[2], q[3], q[4], q[5]);
  /* teams num_teams(1) queries */
  int tq[4] = {0};
#pragma omp target teams num_teams(1) map(tofrom: tq)
  {
    tq[0] = omp_get_num_teams(); tq[1] = omp_get_team_num(); tq[2] = 0; tq[3] = 0;
  }
  printf("tq=%d %d %d %d\n", tq[0], tq[1], tq[2], tq[3]);
  return 0;
}

/* part 2 */
static int part2(void) {
  int q[16][3];
#pragma omp target teams distribute parallel for num_threads(4) map(from: q)
  for (int i = 0; i < 16; i++) { q[i][0] = omp_get_level(); q[i][1] = omp_get_team_size(omp_get_level()) <= 4; q[i][2] = omp_get_ancestor_thread_num(0); }
  int bad = 0; for (int i = 0; i < 16; i++) if (q[i][0] != 1 || q[i][1] != 1 || q[i][2] != 0) bad++;
  printf("bad=%d\n", bad);
  int p1 = -1, p2 = -1, p3 = -1;
#pragma omp target parallel num_threads(3) if(0) map(tofrom: p1, p2, p3)
  { p1 = omp_get_num_threads(); p2 = omp_get_level(); p3 = omp_get_active_level(); }
  printf("p=%d %d %d\n", p1, p2, p3);
  int mx = omp_get_max_threads() > 0;
  int dm = -1, dn = -1;
#pragma omp target map(tofrom: dm, dn)
  { dm = omp_get_max_threads() > 0; dn = omp_get_thread_limit() > 0; }
  printf("mx=%d dm=%d dn=%d\n", mx, dm, dn);
  int w[8][6];
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(from: w)
  for (int i = 0; i < 8; i++) { w[i][0] = omp_get_num_teams(); w[i][1] = omp_get_team_num(); w[i][2] = omp_get_level(); w[i][3] = omp_get_ancestor_thread_num(1) == omp_get_thread_num(); w[i][4] = omp_get_team_size(0); w[i][5] = omp_get_team_size(1) == omp_get_num_threads(); }
  for (int i = 0; i < 8; i++) printf("%d %d %d %d %d %d\n", w[i][0], w[i][1], w[i][2], w[i][3], w[i][4], w[i][5]);
  int e[5];
#pragma omp target teams distribute num_teams(1) map(from: e)
  for (int i = 0; i < 5; i++) e[i] = omp_get_num_teams() * 1000 + omp_get_team_num() * 100 + omp_get_level() * 10 + omp_get_thread_num();
  printf("%d %d %d %d %d\n", e[0], e[1], e[2], e[3], e[4]);
  int f[3];
#pragma omp target parallel num_threads(1) map(from: f)
  { f[0] = omp_get_level(); f[1] = omp_get_active_level(); f[2] = omp_in_parallel(); }
  printf("%d %d %d\n", f[0], f[1], f[2]);
  return 0;
}

/* part 3 */
#define N3 32
static int part3(void) {
  int nt[N3], tn[N3], dv[N3], lv[N3];
  int off = 0, on = 1;
#pragma omp target teams distribute parallel for if(parallel: off) map(from: nt, tn, dv, lv)
  for (int i = 0; i < N3; i++) { nt[i] = omp_get_num_threads(); tn[i] = omp_get_thread_num(); dv[i] = omp_is_initial_device(); lv[i] = omp_get_active_level(); }
  int bad = 0; for (int i = 0; i < N3; i++) if (nt[i] != 1 || tn[i] != 0 || dv[i] != 0 || lv[i] != 0) bad++;
  printf("if(parallel:0) bad=%d\n", bad);
#pragma omp target teams distribute parallel for if(target: off) map(from: nt, tn, dv, lv)
  for (int i = 0; i < N3; i++) { dv[i] = omp_is_initial_device(); }
  bad = 0; for (int i = 0; i < N3; i++) if (dv[i] != 1) bad++;
  printf("if(target:0) bad=%d\n", bad);
#pragma omp target parallel for if(off) map(from: nt, dv)
  for (int i = 0; i < N3; i++) { nt[i] = omp_get_num_threads(); dv[i] = omp_is_initial_device(); }
  bad = 0; for (int i = 0; i < N3; i++) if (nt[i] != 1 || dv[i] != 1) bad++;
  printf("if(0) bad=%d\n", bad);
#pragma omp target parallel for if(target: on) if(parallel: off) map(from: nt, dv)
  for (int i = 0; i < N3; i++) { nt[i] = omp_get_num_threads() + 10 * omp_get_level(); dv[i] = omp_is_initial_device(); }
  bad = 0; for (int i = 0; i < N3; i++) if (nt[i] != 11 || dv[i] != 0) bad++;
  printf("mixed bad=%d nt0=%d\n", bad, nt[0]);
  int r = 0;
#pragma omp target map(tofrom: r) if(off)
  {
    r = omp_is_initial_device() * 100 + omp_get_num_devices() * 0 + omp_get_level();
  }
  printf("r=%d\n", r);
  /* nowait + taskwait */
  int x[N3] = {0}, y[N3] = {0};
#pragma omp target map(tofrom: x) nowait
  for (int i = 0; i < N3; i++) x[i] = i + 1;
#pragma omp target teams distribute parallel for map(tofrom: y) nowait
  for (int i = 0; i < N3; i++) y[i] = 2 * i;
#pragma omp taskwait
  int xs = 0, ys = 0; for (int i = 0; i < N3; i++) { xs += x[i]; ys += y[i]; }
  printf("xs=%d ys=%d\n", xs, ys);
  /* depend chain */
  int z[N3];
#pragma omp target map(from: z[0:N3]) depend(out: z) nowait
  for (int i = 0; i < N3; i++) z[i] = i;
#pragma omp target map(tofrom: z[0:N3]) depend(inout: z) nowait
  for (int i = 0; i < N3; i++) z[i] *= 3;
#pragma omp taskwait
  int zs = 0; for (int i = 0; i < N3; i++) zs += z[i];
  printf("zs=%d\n", zs);
  return 0;
}

/* part 4 */
static int part4(void) {
  int a = 0, b = 0, c = 0, lp = -1, red = 0, fp = 5;
#pragma omp target parallel num_threads(4) map(tofrom: a, b, c, lp, red) firstprivate(fp)
  {
#pragma omp sections lastprivate(lp) reduction(+: red)
    {
#pragma omp section
      { a = fp + 1; lp = 1; red += 10; }
#pragma omp section
      { b = fp + 2; lp = 2; red += 20; }
#pragma omp section
      { c = fp + 3; lp = 3; red += 30; }
    }
  }
  printf("a=%d b=%d c=%d lp=%d red=%d\n", a, b, c, lp, red);
  int cp = 0, out[4] = {0}, nw = 0;
#pragma omp target parallel num_threads(4) map(tofrom: out, nw)
  {
    int v = -1;
#pragma omp single copyprivate(v)
    v = 42;
    out[omp_get_thread_num()] = v;
#pragma omp single nowait
    nw++;
  }
  printf("out %d %d %d %d nw=%d\n", out[0], out[1], out[2], out[3], nw);
  int m0 = -1, crit = 0, crit2 = 0;
#pragma omp target parallel num_threads(4) map(tofrom: m0, crit, crit2)
  {
#pragma omp master
    m0 = omp_get_thread_num() + 100;
#pragma omp critical(alpha)
    crit += 1;
#pragma omp critical(beta)
    { crit2 += 2;
#pragma omp atomic
      crit += 0;
    }
  }
  printf("m0=%d crit=%d crit2=%d\n", m0, crit, crit2);
  int ph[4][3];
#pragma omp target parallel num_threads(4) map(from: ph)
  {
    int t = omp_get_thread_num();
    ph[t][0] = t;
#pragma omp barrier
    ph[t][1] = ph[(t + 1) % 4][0] + 10;
#pragma omp barrier
    ph[t][2] = ph[(t + 3) % 4][1] + 100;
  }
  for (int t = 0; t < 4; t++) printf("%d %d %d\n", ph[t][0], ph[t][1], ph[t][2]);
  return 0;
}

int main(void) {
  printf("part 1\n");
  part1();
  printf("part 2\n");
  part2();
  printf("part 3\n");
  part3();
  printf("part 4\n");
  part4();
  return 0;
}
