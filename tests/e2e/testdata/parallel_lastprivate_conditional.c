/* lastprivate(conditional: x) on worksharing loops of parallel regions
 * in target regions: a target parallel region of code (schedules,
 * nowait, for simd), a parallel block of loops and single in a target
 * region, a parallel region of code beside other code run again under a
 * for statement, and a teams region whose teams each run one.
 * The item gets the value of the sequentially last iteration that
 * assigned it, its own when none did. Checked against sequential runs on
 * the host. */
#include <stdio.h>
#include <omp.h>
#define N 3000
static int a[N];

/* The last i of [0, N) with a[i] % m == r, or dflt. */
static int lastof(int m, int r, int dflt) {
  for (int i = 0; i < N; i++) if (a[i] % m == r) dflt = i;
  return dflt;
}

int main(void) {
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;

  /* A target parallel region of code. */
  int x = -1, y = -1, z = 5, none = 42, nt = 0;
  double d = 0.5;
  long long cnt = 0;
  int seen[16];
  for (int t = 0; t < 16; t++) seen[t] = 0;
  #pragma omp target parallel num_threads(8) map(to: a) map(tofrom: x, y, z, none, nt, d, cnt, seen)
  {
    int t = omp_get_thread_num();
    if (t == 0) nt = omp_get_num_threads();
    #pragma omp for lastprivate(conditional: x) schedule(static, 7)
    for (int i = 0; i < N; i++) if (a[i] % 53 == 7) x = i;
    seen[t] += x;
    #pragma omp for lastprivate(conditional: y, d) schedule(dynamic, 5)
    for (int i = 0; i < N; i++) {
      if (a[i] % 97 == 13) y = i;
      if (a[i] % 89 == 2) d = a[i] * 0.25;
    }
    #pragma omp for lastprivate(conditional: none) schedule(guided) nowait
    for (int i = 0; i < N; i++) if (a[i] > 5000) none = i;
    #pragma omp for simd lastprivate(conditional: z, cnt)
    for (int i = N - 1; i >= 0; i -= 2) {
      if (a[i] % 61 == 3) { z = i; z *= 2; }
      if (a[i] % 7 == 0) { cnt = (long long)i << 33; cnt++; }
    }
  }
  int hx = lastof(53, 7, -1), hs = hx;
  int hy = lastof(97, 13, -1);
  double hd = 0.5;
  for (int i = 0; i < N; i++) if (a[i] % 89 == 2) hd = a[i] * 0.25;
  /* z and cnt: the values of the last iteration (the least i) that
   * assigned them, as a sequential run leaves them. */
  int hz = 5;
  long long hc = 0;
  for (int i = N - 1; i >= 0; i -= 2) {
    if (a[i] % 61 == 3) hz = 2 * i;
    if (a[i] % 7 == 0) hc = ((long long)i << 33) + 1;
  }
  int sbad = 0;
  for (int t = 0; t < 16; t++) sbad += seen[t] != (t < nt ? hs : 0);
  printf("target parallel: x=%d y=%d d=%.2f none=%d z=%d cnt=%lld threads=%d seen wrong=%d\n", x, y, d, none, z, cnt, nt, sbad);
  if (x != hx || y != hy || d != hd || none != 42 || z != hz || cnt != hc || nt < 1 || sbad) fails++;

  /* A parallel block of loops and single in a target region. */
  int p = -1, q = -1, after = 0;
  #pragma omp target map(to: a) map(tofrom: p, q, after)
  #pragma omp parallel
  {
    #pragma omp for lastprivate(conditional: p)
    for (int i = 0; i < N; i++) if (a[i] % 31 == 4) p = i;
    #pragma omp single
    after = p * 2;
    #pragma omp for lastprivate(conditional: q) schedule(static, 3)
    for (int i = 0; i < N; i++) if (a[i] % 31 == after % 31) q = i;
  }
  int hp = lastof(31, 4, -1), hq = lastof(31, (hp * 2) % 31, -1);
  printf("parallel block: p=%d after=%d q=%d\n", p, after, q);
  if (p != hp || after != hp * 2 || q != hq) fails++;

  /* A parallel region of code beside other code in a target region,
   * run again under a for statement (the last run's last assignment
   * comes at an earlier iteration than the run's before it). */
  int u = 0, out = 0;
  #pragma omp target map(to: a) map(tofrom: u, out)
  {
    int base = 3;
    u = -7;
    for (int r = 0; r < 3; r++) {
      #pragma omp parallel num_threads(4)
      {
        int k = base + r;
        #pragma omp for lastprivate(conditional: u) schedule(static, 11)
        for (int i = 0; i < N; i++) if (a[i] % 41 == k) u = i;
      }
      out = out * 7 + u;
    }
  }
  int hu = -7, ho = 0;
  for (int r = 0; r < 3; r++) { hu = lastof(41, 3 + r, hu); ho = ho * 7 + hu; }
  printf("parallel code beside code: u=%d out=%d\n", u, out);
  if (u != hu || out != ho) fails++;

  /* A teams region: each team runs the parallel region with its own
   * item. */
  int tsum = 0, teams = 0;
  #pragma omp target teams num_teams(3) map(to: a) map(tofrom: tsum, teams)
  {
    int mine = -5;
    #pragma omp parallel
    {
      #pragma omp for lastprivate(conditional: mine) schedule(static, 13)
      for (int j = 0; j < N; j++) if (a[j] % 101 == 4) mine = j;
    }
    #pragma omp atomic
    tsum += mine;
    #pragma omp atomic
    teams += 1;
  }
  int hm = lastof(101, 4, -5);
  printf("teams: per-team %d\n", teams ? tsum / teams : 0);
  if (teams < 1 || tsum != hm * teams) fails++;

  printf(fails ? "FAIL parallel_lastprivate_conditional\n" : "PASS parallel_lastprivate_conditional\n");
  return fails;
}
