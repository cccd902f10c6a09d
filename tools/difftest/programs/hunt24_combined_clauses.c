/* Differential program (against clang-19): combined target constructs with many clauses each: lastprivate with if(parallel: 0), linear, teams reduction, defaultmap(firstprivate: aggregate) with distribute simd, private beside reductions, nowait chains with depend, is_device_ptr, loop with order(concurrent) and collapse. */
#include <omp.h>
#include <stdio.h>
#define N 100

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = (i * 17) % 23; b[i] = 0; }
  int fl = 5, lp = 0, r = 0;
#pragma omp target teams distribute parallel for lastprivate(fl) map(tofrom: fl) map(to: a) map(from: b) num_teams(3) if(parallel: 0)
  for (int i = 0; i < N; i++) { fl = i * 2; b[i] = a[i] + fl; }
  long s = 0; for (int i = 0; i < N; i++) s += b[i] * (i + 1);
  printf("A %d %ld\n", fl, s);

  int x = 10;
#pragma omp target parallel for linear(x: 3) map(tofrom: x, b) num_threads(4)
  for (int i = 0; i < N; i++) b[i] = x;
  s = 0; for (int i = 0; i < N; i++) s += b[i] * (i + 1);
  printf("B %d %ld\n", x, s);

  int t = 0, nt = 0;
#pragma omp target teams num_teams(2) reduction(+: t) map(tofrom: nt)
  {
    t += omp_get_team_num() + 1;
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
  }
  printf("C %d %d\n", t, nt);

  struct S { int v[4]; int k; } st = {{1, 2, 3, 4}, 2};
  int res[4];
#pragma omp target teams distribute simd defaultmap(firstprivate: aggregate) map(from: res) lastprivate(lp) map(tofrom: lp)
  for (int i = 0; i < 4; i++) { st.v[i] *= st.k; res[i] = st.v[i]; lp = i * 7; }
  printf("D %d %d %d %d %d host %d\n", res[0], res[1], res[2], res[3], lp, st.v[3]);

  int priv = 77;
#pragma omp target teams distribute parallel for simd private(priv) reduction(max: r) map(to: a) collapse(1) num_teams(2) thread_limit(16) schedule(static) simdlen(2)
  for (int i = 0; i < N; i++) { priv = a[i] * 3; if (priv > r) r = priv; }
  printf("E %d %d\n", r, priv);

  int c2[N]; for (int i = 0; i < N; i++) c2[i] = 0;
#pragma omp target teams distribute parallel for nowait map(tofrom: c2) depend(out: c2)
  for (int i = 0; i < N; i++) c2[i] = i * 2;
#pragma omp target teams distribute parallel for nowait map(tofrom: c2) depend(inout: c2) if(target: N > 50)
  for (int i = 0; i < N; i++) c2[i] += 1;
#pragma omp taskwait
  s = 0; for (int i = 0; i < N; i++) s += c2[i];
  printf("F %ld\n", s);

  int lastv = -1, cnt = 0;
#pragma omp target parallel for simd lastprivate(lastv) reduction(+: cnt) map(tofrom: lastv, cnt) schedule(static, 7) if(target: 1) if(simd: 1)
  for (int i = 3; i <= N; i += 4) { lastv = i; cnt++; }
  printf("G %d %d\n", lastv, cnt);

  int z = 3;
  int *dp = (int *)omp_target_alloc(sizeof(int) * 8, omp_get_default_device());
#pragma omp target teams distribute parallel for is_device_ptr(dp) firstprivate(z)
  for (int i = 0; i < 8; i++) dp[i] = i * z;
  int back[8];
  omp_target_memcpy(back, dp, sizeof back, 0, 0, omp_get_initial_device(), omp_get_default_device());
  omp_target_free(dp, omp_get_default_device());
  printf("H %d %d\n", back[3], back[7]);

  int u = 0;
#pragma omp target teams loop reduction(+: u) map(to: a) order(concurrent) num_teams(2) thread_limit(4)
  for (int i = 0; i < N; i++) u += a[i] & 3;
  int w = 0;
#pragma omp target parallel loop reduction(^: w) map(to: a) collapse(2) private(x)
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) { x = a[i * 10 + j]; w ^= x << (j % 3); }
  printf("I %d %d\n", u, w);
  return 0;
}
