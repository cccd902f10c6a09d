/* Written by hand in the style of OpenMP offload applications, for
 * tools/difftest -file (docs/difftest.md): constructs nested in target
 * regions and the device execution model: teams with code and reductions
 * on two levels, distribute with nested parallel loops, target parallel
 * with atomics of every kind, single copyprivate, masked, named critical,
 * nowait loops, barriers and sections, the runtime routines at each level
 * (levels, ancestors, team sizes, if(0), num_threads(1)), device locks,
 * schedules with coverage checks, collapse with reductions, host parallel
 * loops and tasks around target regions, declare target functions with
 * orphaned loops, barriers and atomics. Only what OpenMP determines is
 * printed; thread and team counts are compared with what the runtime
 * reports. */

#include <stdio.h>
#include <omp.h>

#define N 1000
static int part_p01(void) {
  printf("== p01\n");
  int a[N]; long sum = 0; int nteams = 0, tcount = 0, base = 3;
  int marks[N];
  for (int i = 0; i < N; i++) { a[i] = i % 17; marks[i] = 0; }
#pragma omp target map(to: a) map(tofrom: sum, nteams, tcount, marks)
#pragma omp teams num_teams(4) reduction(+: sum) thread_limit(8)
    {
      int local = base * 2;
      if (omp_get_team_num() == 0) nteams = omp_get_num_teams();
      tcount += 0;
#pragma omp distribute parallel for reduction(+: sum)
      for (int i = 0; i < N; i++) { sum += a[i] + local; marks[i]++; }
      sum += 1;
    }
  long ref = 0; int bad = 0;
  for (int i = 0; i < N; i++) { ref += a[i] + 6; if (marks[i] != 1) bad++; }
  printf("ok=%d teams_ok=%d bad=%d\n", sum == ref + nteams, nteams >= 1 && nteams <= 4, bad);
  /* distribute then parallel for nested by hand */
  long s2 = 0; int cover[N];
  for (int i = 0; i < N; i++) cover[i] = 0;
#pragma omp target teams num_teams(3) map(tofrom: s2, cover) map(to: a)
#pragma omp distribute
  for (int b = 0; b < 10; b++) {
#pragma omp parallel for reduction(+: s2)
    for (int i = b * 100; i < b * 100 + 100; i++) { s2 += a[i]; cover[i] += 1; }
  }
  long r2 = 0; bad = 0; for (int i = 0; i < N; i++) { r2 += a[i]; if (cover[i] != 1) bad++; }
  printf("s2ok=%d bad=%d\n", s2 == r2, bad);
  return 0;
}
#undef N

static int part_p02(void) {
  printf("== p02\n");
  int cnt = 0, x = 0, v = 0, old_sum = 0, mx = -1, capt[64];
  int nthr = 0, sgl = 0, cp = -1, cpok = 0, mcount = 0, crit = 0, crit2 = 0;
  for (int i = 0; i < 64; i++) capt[i] = -1;
#pragma omp target parallel num_threads(16) map(tofrom: cnt, x, v, old_sum, mx, capt, nthr, sgl, cp, cpok, mcount, crit, crit2)
  {
    int t = omp_get_thread_num();
    if (t == 0) nthr = omp_get_num_threads();
#pragma omp atomic update
    cnt += 1;
#pragma omp atomic write
    x = 5;
    int c;
#pragma omp atomic capture
    { c = v; v++; }
    capt[t] = c;
#pragma omp atomic compare
    if (mx < t) { mx = t; }
#pragma omp barrier
    int rd;
#pragma omp atomic read
    rd = cnt;
#pragma omp atomic
    old_sum += (rd == nthr);
    int priv;
#pragma omp single copyprivate(priv)
    { priv = 42 + omp_get_thread_num() * 0; sgl++; }
#pragma omp atomic
    cpok += (priv == 42);
#pragma omp masked
    mcount++;
#pragma omp critical(alpha)
    crit += t;
#pragma omp critical(beta)
    { crit2 += 1; }
  }
  int seen[64] = {0}, dup = 0;
  for (int i = 0; i < nthr; i++) { if (capt[i] < 0 || capt[i] >= nthr || seen[capt[i]]++) dup++; }
  printf("cnt_ok=%d x=%d v_ok=%d dup=%d mx_ok=%d rd_ok=%d sgl=%d cpok=%d m=%d crit_ok=%d crit2_ok=%d\n",
    cnt == nthr, x, v == nthr, dup, mx == nthr - 1, old_sum == nthr, sgl, cpok == nthr, mcount, crit == nthr * (nthr - 1) / 2, crit2 == nthr);
  return 0;
}

#define N 257
static int part_p03(void) {
  printf("== p03\n");
  int a[N], b[N], c[N]; int nth = 0; int s1 = 0, s2 = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma omp target parallel num_threads(8) map(tofrom: a, b, c, nth, s1, s2)
  {
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp for schedule(dynamic, 3)
    for (int i = 0; i < N; i++) c[i] += 1;
#pragma omp barrier
#pragma omp for reduction(+: s1) schedule(guided)
    for (int i = 0; i < N; i++) s1 += b[i];
#pragma omp for reduction(+: s2) schedule(runtime)
    for (int i = 0; i < N; i++) s2 += c[i];
#pragma omp single
    nth = omp_get_num_threads();
  }
  int r = 0; for (int i = 0; i < N; i++) r += 2 * i;
  printf("s1ok=%d s2=%d nth_ok=%d\n", s1 == r, s2, nth >= 1);
  /* sections */
  int x = 0, y = 0, z = 0, secsum = 0;
#pragma omp target parallel num_threads(4) map(tofrom: x, y, z, secsum)
  {
#pragma omp sections reduction(+: secsum)
    {
#pragma omp section
      { x = 1; secsum += 1; }
#pragma omp section
      { y = 2; secsum += 2; }
#pragma omp section
      { z = 3; secsum += 3; }
    }
  }
  printf("x=%d y=%d z=%d secsum=%d\n", x, y, z, secsum);
  return 0;
}
#undef N

static int part_p06(void) {
  printf("== p06\n");
  int r[16][10]; int nt = 0;
  for (int i = 0; i < 16; i++) for (int k = 0; k < 10; k++) r[i][k] = -7;
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: r, nt)
  {
#pragma omp parallel num_threads(4)
    {
      int id = omp_get_team_num() * 8 + omp_get_thread_num();
      r[id][0] = omp_get_num_threads() <= 4;
      r[id][1] = omp_get_level();
      r[id][2] = omp_get_active_level() == (omp_get_num_threads() > 1);
      r[id][3] = omp_get_ancestor_thread_num(1) == omp_get_thread_num();
      r[id][4] = omp_get_ancestor_thread_num(0);
      r[id][5] = omp_get_team_size(1) == omp_get_num_threads();
      r[id][6] = omp_get_team_size(0);
      r[id][7] = omp_in_parallel() == (omp_get_num_threads() > 1);
      r[id][8] = omp_is_initial_device();
      r[id][9] = omp_get_num_teams();
    }
  }
  int bad = 0, rows = 0;
  for (int i = 0; i < 16; i++) {
    if (r[i][0] == -7) continue;
    rows++;
    if (!(r[i][0] == 1 && r[i][1] == 1 && r[i][2] == 1 && r[i][3] == 1 && r[i][4] == 0 && r[i][5] == 1 && r[i][6] == 1 && r[i][7] == 1 && r[i][9] >= 1 && r[i][9] <= 2)) { bad++; printf("row %d: %d %d %d %d %d %d %d %d %d %d\n", i, r[i][0], r[i][1], r[i][2], r[i][3], r[i][4], r[i][5], r[i][6], r[i][7], r[i][8], r[i][9]); }
  }
  printf("bad=%d rows>0=%d\n", bad, rows > 0);
  /* locks on device */
  int n = 0;
  omp_lock_t lk; int c2 = 0;
  (void)lk;
#pragma omp target map(tofrom: c2, n)
  {
    omp_lock_t l;
    omp_init_lock(&l);
#pragma omp parallel num_threads(8)
    {
      omp_set_lock(&l);
      c2 += 1;
      omp_unset_lock(&l);
#pragma omp single
      n = omp_get_num_threads();
    }
    omp_destroy_lock(&l);
  }
  printf("locks_ok=%d\n", c2 == n);
  return 0;
}

#define N 300
static int part_p07(void) {
  printf("== p07\n");
  int m1[N], m2[N], m3[N], m4[N], m5[N];
  for (int i = 0; i < N; i++) m1[i] = m2[i] = m3[i] = m4[i] = m5[i] = 0;
#pragma omp target teams distribute parallel for schedule(static, 7) map(tofrom: m1)
  for (int i = 0; i < N; i++) m1[i]++;
#pragma omp target teams distribute parallel for schedule(dynamic) map(tofrom: m2) num_teams(3)
  for (int i = 0; i < N; i++) m2[i]++;
#pragma omp target parallel for schedule(guided, 4) map(tofrom: m3)
  for (int i = N - 1; i >= 0; i--) m3[i]++;
#pragma omp target parallel for schedule(runtime) map(tofrom: m4)
  for (int i = 0; i < N; i += 3) m4[i]++;
#pragma omp target teams distribute dist_schedule(static, 16) map(tofrom: m5)
  for (int i = 0; i < N; i++) m5[i]++;
  int b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0;
  for (int i = 0; i < N; i++) { b1 += m1[i] != 1; b2 += m2[i] != 1; b3 += m3[i] != 1; b4 += m4[i] != (i % 3 == 0); b5 += m5[i] != 1; }
  printf("%d %d %d %d %d\n", b1, b2, b3, b4, b5);
  /* static chunk owners */
  int own[N];
#pragma omp target parallel for schedule(static, 5) num_threads(4) map(from: own)
  for (int i = 0; i < N; i++) own[i] = omp_get_thread_num() + 100 * omp_get_num_threads();
  int bad = 0; for (int i = 0; i < N; i++) { int nt = own[i] / 100; if (own[i] % 100 != (i / 5) % nt) bad++; }
  printf("owners_bad=%d\n", bad);
  /* collapse */
  long s2 = 0, s3 = 0; int c3[4][5][6];
#pragma omp target teams distribute parallel for collapse(2) reduction(+: s2)
  for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) s2 += i * 31 + j;
#pragma omp target parallel for collapse(3) reduction(+: s3) map(from: c3)
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) { s3 += i * j * k; c3[i][j][k] = i + j + k; }
  long r2 = 0, r3 = 0; int bc = 0;
  for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) r2 += i * 31 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) { r3 += i * j * k; bc += c3[i][j][k] != i + j + k; }
  printf("%ld %ld %ld %ld bc=%d\n", s2, r2, s3, r3, bc);
  return 0;
}
#undef N

#define N 64
static int part_p09(void) {
  printf("== p09\n");
  long res[8];
  /* host parallel for around target regions */
#pragma omp parallel for num_threads(4)
  for (int k = 0; k < 8; k++) {
    long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (int i = 0; i < N; i++) s += i * (k + 1);
    res[k] = s;
  }
  int bad = 0; for (int k = 0; k < 8; k++) bad += res[k] != (long)(k + 1) * N * (N - 1) / 2;
  printf("host_par_bad=%d\n", bad);
  /* target inside host task */
  int x[N]; int y[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; }
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(x, y)
    {
#pragma omp target map(to: x) map(from: y)
#pragma omp parallel for
      for (int i = 0; i < N; i++) y[i] = x[i] * 3;
    }
#pragma omp taskwait
  }
  bad = 0; for (int i = 0; i < N; i++) bad += y[i] != 3 * i;
  printf("task_bad=%d\n", bad);
  /* taskloop around target */
  long acc[16] = {0};
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop grainsize(2)
  for (int k = 0; k < 16; k++) {
    long s = 0;
#pragma omp target map(tofrom: s)
    {
#pragma omp parallel for reduction(+: s)
      for (int i = 0; i < k; i++) s += i;
    }
    acc[k] = s;
  }
  bad = 0; for (int k = 0; k < 16; k++) bad += acc[k] != (long)k * (k - 1) / 2;
  printf("taskloop_bad=%d\n", bad);
  return 0;
}
#undef N

#define N 200
int gsum = 0;
#pragma omp declare target
void scale(int *a, int n, int f) {
#pragma omp for
  for (int i = 0; i < n; i++) a[i] *= f;
}
void count(int *c) {
#pragma omp atomic
  (*c)++;
#pragma omp barrier
}
int sumup(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
#pragma omp end declare target
static int part_p10(void) {
  printf("== p10\n");
  int a[N], c = 0, tot = 0, nth = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target parallel num_threads(8) map(tofrom: a, c, tot, nth)
  {
    scale(a, N, 3);
    count(&c);
#pragma omp single
    { tot = sumup(a, N); nth = omp_get_num_threads(); }
  }
  printf("tot_ok=%d c_ok=%d\n", tot == 3 * N * (N - 1) / 2, c == nth);
  int b[N]; for (int i = 0; i < N; i++) b[i] = 1;
  int c2 = 0;
#pragma omp target map(tofrom: b, c2)
  {
#pragma omp parallel num_threads(4)
    {
      scale(b, N, 5);
      count(&c2);
    }
  }
  int bad = 0; for (int i = 0; i < N; i++) bad += b[i] != 5;
  printf("bad=%d c2_pos=%d\n", bad, c2 >= 1);
  return 0;
}
#undef N

#define N 128
static int part_p14(void) {
  printf("== p14\n");
  int info[8] = {0}; int tl = 0, mt = 0, dev = 0, ndev = 0, init = -1;
#pragma omp target map(tofrom: info, tl, mt, dev, init)
  {
    info[0] = omp_get_num_threads();
    info[1] = omp_get_level();
    info[2] = omp_get_active_level();
    info[3] = omp_in_parallel();
    info[4] = omp_get_team_size(0);
    info[5] = omp_get_ancestor_thread_num(0);
    info[6] = omp_get_ancestor_thread_num(1);
    info[7] = omp_get_team_size(1);
    init = omp_is_initial_device();
    dev = omp_get_initial_device() != omp_get_device_num() || 1;
  }
  printf("plain: %d %d %d %d %d %d %d %d init=%d\n", info[0], info[1], info[2], info[3], info[4], info[5], info[6], info[7], init);
  int tinfo[4][4];
#pragma omp target teams num_teams(4) map(tofrom: tinfo)
  {
    int t = omp_get_team_num();
    if (t < 4) { tinfo[t][0] = omp_get_num_threads(); tinfo[t][1] = omp_get_level(); tinfo[t][2] = omp_in_parallel(); tinfo[t][3] = omp_get_thread_num(); }
  }
  printf("teams: %d %d %d %d\n", tinfo[0][0], tinfo[0][1], tinfo[0][2], tinfo[0][3]);
  int pl[4] = {0};
#pragma omp target parallel num_threads(1) map(tofrom: pl)
  { pl[0] = omp_get_num_threads(); pl[1] = omp_get_level(); pl[2] = omp_get_active_level(); pl[3] = omp_in_parallel(); }
  printf("par1: %d %d %d %d\n", pl[0], pl[1], pl[2], pl[3]);
  int ifp[4] = {0}; int zero = 0;
#pragma omp target parallel if(zero) map(tofrom: ifp)
  { ifp[0] = omp_get_num_threads(); ifp[1] = omp_get_level(); ifp[2] = omp_get_active_level(); ifp[3] = omp_in_parallel(); }
  printf("parif: %d %d %d %d\n", ifp[0], ifp[1], ifp[2], ifp[3]);
  int dp[N]; int nt = 0;
#pragma omp target teams distribute parallel for num_threads(4) map(from: dp) map(tofrom: nt)
  for (int i = 0; i < N; i++) { dp[i] = omp_get_level() * 10 + (omp_get_num_threads() <= 4); if (i == 0) nt = omp_get_num_teams(); }
  int bad = 0; for (int i = 0; i < N; i++) bad += dp[i] != 11;
  printf("dpf_bad=%d\n", bad);
  return 0;
}
#undef N

#define N 120
static int part_p17(void) {
  printf("== p17\n");
  long s1 = 0, s2 = 0; int c = 1;
#pragma omp target teams distribute parallel for if(parallel: c > 5) reduction(+: s1) map(tofrom: s1)
  for (int i = 0; i < N; i++) s1 += omp_get_num_threads() == 1;
  printf("s1=%ld\n", s1);
  int lvl[N];
#pragma omp target teams num_teams(2) map(from: lvl)
  {
#pragma omp distribute parallel for num_threads(3)
    for (int i = 0; i < N; i++) lvl[i] = omp_get_level() * 100 + omp_get_active_level() * 10 + omp_in_parallel();
  }
  int bad = 0; for (int i = 0; i < N; i++) bad += lvl[i] != 111 && lvl[i] != 100;
  printf("lvl_bad=%d\n", bad);
  /* teams loop with collapse and private */
  int m[10][12]; int tmp;
#pragma omp target teams loop collapse(2) private(tmp) map(from: m)
  for (int i = 0; i < 10; i++) for (int j = 0; j < 12; j++) { tmp = i * j; m[i][j] = tmp + 1; }
  bad = 0; for (int i = 0; i < 10; i++) for (int j = 0; j < 12; j++) bad += m[i][j] != i * j + 1;
  printf("loop_bad=%d\n", bad);
  /* loop inside teams code */
  int v[N];
#pragma omp target teams num_teams(3) map(from: v)
  {
#pragma omp loop
    for (int i = 0; i < N; i++) v[i] = 2 * i;
  }
  bad = 0; for (int i = 0; i < N; i++) bad += v[i] != 2 * i;
  printf("tloop_bad=%d\n", bad);
  /* target parallel for with if(false) num_threads */
  int nt[N];
#pragma omp target parallel for if(0) num_threads(4) map(from: nt)
  for (int i = 0; i < N; i++) nt[i] = omp_get_num_threads();
  bad = 0; for (int i = 0; i < N; i++) bad += nt[i] != 1;
  printf("if0_bad=%d\n", bad);
  /* max threads / thread limit in region */
  int q[3];
#pragma omp target parallel num_threads(2) thread_limit(2) map(from: q)
  {
#pragma omp single
    { q[0] = omp_get_num_threads() <= 2; q[1] = omp_get_thread_limit() >= omp_get_num_threads(); q[2] = omp_get_max_threads() >= 1; }
  }
  printf("q=%d %d %d\n", q[0], q[1], q[2]);
  return 0;
}
#undef N

#define N 200
#pragma omp declare target
int tid_sum(int *buf) {
  int t = omp_get_thread_num();
  buf[t] += 1;
  return t;
}
void fill(int *a, int n) {
#pragma omp for schedule(static, 4)
  for (int i = 0; i < n; i++) a[i] = i + omp_get_thread_num() * 0;
#pragma omp barrier
#pragma omp single
  a[0] = -1;
}
#pragma omp end declare target
static int part_p18(void) {
  printf("== p18\n");
  int buf[64] = {0}; long s = 0; int nth = 0;
#pragma omp target parallel num_threads(8) map(tofrom: buf, s, nth) reduction(+: s)
  {
    s += tid_sum(buf);
    if (omp_get_thread_num() == 0) nth = omp_get_num_threads();
  }
  int ok = 1; for (int t = 0; t < nth; t++) ok &= buf[t] == 1;
  printf("s_ok=%d ok=%d\n", s == (long)nth * (nth - 1) / 2, ok);
  int a[N];
#pragma omp target parallel num_threads(4) map(from: a)
  fill(a, N);
  int bad = a[0] != -1; for (int i = 1; i < N; i++) bad += a[i] != i;
  printf("fill_bad=%d\n", bad);
  int b[N];
#pragma omp target teams num_teams(1) map(from: b)
  {
#pragma omp parallel num_threads(3)
    fill(b, N);
  }
  bad = b[0] != -1; for (int i = 1; i < N; i++) bad += b[i] != i;
  printf("fill2_bad=%d\n", bad);
  return 0;
}
#undef N

#define NB 6
#define BS 10
static int part_p23(void) {
  printf("== p23\n");
  int who[NB * BS], lvl[NB * BS], tm[NB * BS];
#pragma omp target teams distribute num_teams(3) map(from: who, lvl, tm)
  for (int b = 0; b < NB; b++) {
    int base = b * BS;
#pragma omp parallel for num_threads(4)
    for (int i = 0; i < BS; i++) { who[base + i] = b; lvl[base + i] = omp_get_level(); tm[base + i] = omp_get_team_num() < omp_get_num_teams(); }
  }
  int bad = 0; for (int i = 0; i < NB * BS; i++) bad += who[i] != i / BS || lvl[i] != 1 || tm[i] != 1;
  printf("bad=%d\n", bad);
  /* private arrays on parallel, per thread scratch */
  int out[32]; int nth = 0;
#pragma omp target parallel num_threads(8) map(tofrom: out, nth)
  {
    int scratch[4];
    int t = omp_get_thread_num();
    for (int k = 0; k < 4; k++) scratch[k] = t * k;
#pragma omp barrier
    int s = 0; for (int k = 0; k < 4; k++) s += scratch[k];
    out[t] = s;
#pragma omp masked
    nth = omp_get_num_threads();
  }
  bad = 0; for (int t = 0; t < nth; t++) bad += out[t] != t * 6;
  printf("scratch_bad=%d\n", bad);
  int pa[4]; int res[16]; int n2 = 0;
#pragma omp target map(from: res, n2)
#pragma omp parallel private(pa) num_threads(4)
  {
    int t = omp_get_thread_num();
    for (int k = 0; k < 4; k++) pa[k] = t + k;
    res[t] = pa[0] + pa[3];
    if (t == 0) n2 = omp_get_num_threads();
  }
  bad = 0; for (int t = 0; t < n2; t++) bad += res[t] != 2 * t + 3;
  printf("priv_bad=%d\n", bad);
  return 0;
}
#undef NB
#undef BS

#define N 48
static int part_p28(void) {
  printf("== p28\n");
  int anc[N][4], tsz[N][3];
#pragma omp target parallel for num_threads(4) map(from: anc, tsz)
  for (int i = 0; i < N; i++) {
    anc[i][0] = omp_get_ancestor_thread_num(0);
    anc[i][1] = omp_get_ancestor_thread_num(1) == omp_get_thread_num();
    anc[i][2] = omp_get_ancestor_thread_num(2);
    anc[i][3] = omp_get_ancestor_thread_num(-1);
    tsz[i][0] = omp_get_team_size(0);
    tsz[i][1] = omp_get_team_size(1) == omp_get_num_threads();
    tsz[i][2] = omp_get_team_size(2);
  }
  int bad = 0; for (int i = 0; i < N; i++) bad += anc[i][0] != 0 || anc[i][1] != 1 || anc[i][2] != -1 || anc[i][3] != -1 || tsz[i][0] != 1 || tsz[i][1] != 1 || tsz[i][2] != -1;
  printf("anc_bad=%d\n", bad);
  int q[8];
#pragma omp target teams distribute num_teams(2) map(from: q)
  for (int i = 0; i < 8; i++) q[i] = omp_get_level() * 10 + omp_get_num_threads();
  bad = 0; for (int i = 0; i < 8; i++) bad += q[i] != 1;
  printf("dist_bad=%d\n", bad);
  int m[4]; 
#pragma omp target map(from: m)
  { m[0] = omp_get_max_active_levels() >= 1; m[1] = omp_get_dynamic() == 0 || 1; m[2] = omp_get_cancellation() == 0; m[3] = omp_get_num_procs() >= 1; }
  printf("m=%d %d %d %d\n", m[0], m[1], m[2], m[3]);
  double t0 = 0, t1 = 0;
#pragma omp target map(from: t0, t1)
  { t0 = omp_get_wtime(); for (volatile int k = 0; k < 1000; k++); t1 = omp_get_wtime(); }
  printf("wtime_ok=%d\n", t1 >= t0);
  return 0;
}
#undef N

#define N 200
#pragma omp declare target
omp_lock_t glock;
int gcount = 0;
void add_locked(int v) { omp_set_lock(&glock); gcount += v; omp_unset_lock(&glock); }
#pragma omp end declare target
static int part_p32(void) {
  printf("== p32\n");
  int tries = 0, c = 0, nl = 0, res = 0;
#pragma omp target map(tofrom: tries, c, nl, res)
  {
    omp_init_lock(&glock);
#pragma omp parallel num_threads(8)
    {
      add_locked(1);
      nl++;
      while (!omp_test_lock(&glock)) { }
      c++;
      omp_unset_lock(&glock);
    }
    omp_destroy_lock(&glock);
    res = gcount;
  }
  printf("ok=%d %d\n", res == c, nl == c);
  int hits = 0;
#pragma omp target teams distribute parallel for map(tofrom: hits)
  for (int i = 0; i < N; i++) {
#pragma omp critical
    hits++;
  }
  printf("hits=%d\n", hits);
  return 0;
}
#undef N

#define N 256
static int part_p33(void) {
  printf("== p33\n");
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target teams distribute parallel for nowait depend(out: b) map(to: a) map(from: b)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp target teams distribute parallel for nowait depend(in: b) depend(out: c) map(to: b) map(from: c)
    for (int i = 0; i < N; i++) c[i] = b[i] * 2;
#pragma omp taskwait
  }
  int bad = 0; for (int i = 0; i < N; i++) bad += c[i] != 2 * (i + 1);
  printf("dep_bad=%d\n", bad);
  long sums[4] = {0, 0, 0, 0};
#pragma omp parallel for num_threads(4)
  for (int k = 0; k < 4; k++) {
    long s = 0;
#pragma omp target parallel for reduction(+: s) map(to: a) num_threads(8)
    for (int i = k; i < N; i += 4) s += a[i];
    sums[k] = s;
  }
  long r[4] = {0}; for (int i = 0; i < N; i++) r[i % 4] += i;
  printf("sums_ok=%d\n", sums[0] == r[0] && sums[1] == r[1] && sums[2] == r[2] && sums[3] == r[3]);
  return 0;
}
#undef N

int main(void) {
  part_p09();
  part_p01();
  part_p02();
  part_p03();
  part_p06();
  part_p07();
  part_p10();
  part_p14();
  part_p17();
  part_p18();
  part_p23();
  part_p28();
  part_p32();
  part_p33();
  return 0;
}
