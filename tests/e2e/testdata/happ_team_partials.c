/* Reductions written by hand the way codes do before they trust the
 * reduction clause: each team strides over the data with
 * omp_get_team_num()/omp_get_num_teams(), the team's threads combine
 * through a team-local array indexed by omp_get_thread_num(), and one
 * thread of the team stores the team's partial.  The host adds the
 * partials; the result does not depend on how many teams or threads run. */
#include <omp.h>
#include <stdio.h>

#define N 10000
#define MAXT 64
#define MAXTH 256

int main(void) {
  static long data[N];
  static long partial[MAXT];
  for (int i = 0; i < N; i++) data[i] = (i * 7919L) % 1000 - 500;
  for (int t = 0; t < MAXT; t++) partial[t] = 0;
  int teams_seen = 0;
#pragma omp target teams num_teams(4) thread_limit(64) map(to: data) map(tofrom: partial, teams_seen)
  {
    long local[MAXTH];
    int nt = omp_get_num_teams(), t = omp_get_team_num();
    if (t == 0) teams_seen = nt;
#pragma omp parallel
    {
      int nth = omp_get_num_threads(), th = omp_get_thread_num();
      long s = 0;
      for (int i = t * nth + th; i < N; i += nt * nth) s += data[i] * data[i] % 997;
      local[th] = s;
#pragma omp barrier
#pragma omp single
      {
        long tot = 0;
        for (int k = 0; k < nth; k++) tot += local[k];
        partial[t] = tot;
      }
    }
  }
  long sum = 0, nz = 0;
  for (int t = 0; t < MAXT; t++) { sum += partial[t]; nz += partial[t] != 0; }
  long ref = 0;
  for (int i = 0; i < N; i++) ref += data[i] * data[i] % 997;
  printf("team_partials: sum=%ld ref=%ld match=%d teams_ok=%d used_ok=%d\n", sum, ref, sum == ref,
         teams_seen >= 1 && teams_seen <= 4, nz >= 1 && nz <= teams_seen);
  /* a second pass: the same with distribute over the teams and a
     per-thread strided loop inside */
  long sum2 = 0;
#pragma omp target teams distribute reduction(+: sum2) map(to: data)
  for (int blk = 0; blk < N; blk += 1000) {
    long bs = 0;
#pragma omp parallel for reduction(+: bs)
    for (int i = blk; i < blk + 1000; i++) bs += data[i] * data[i] % 997;
    sum2 += bs;
  }
  printf("blocked: sum=%ld match=%d\n", sum2, sum2 == ref);
  printf("PASS happ_team_partials\n");
  return 0;
}
