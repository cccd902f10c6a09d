/* Differential program (against clang-19): OpenMP routines at every nesting level, 5.1/5.2 spellings (map(present, ...), masked filter, order(reproducible: concurrent), loop), declare target link and to globals, combined constructs with many clauses. */
#include <omp.h>
#include <stdio.h>

int glink[32];
double gscale = 1.5;
#pragma omp declare target link(glink, gscale)
int gto[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp declare target to(gto)

#pragma omp declare target
static int level_sig(void) {
  return omp_get_level() * 1000 + omp_get_active_level() * 100 + omp_in_parallel() * 10 + (omp_get_num_threads() > 1);
}
#pragma omp end declare target

int main(void) {
  int q[16];
  for (int i = 0; i < 16; i++) q[i] = -1;
#pragma omp target map(from: q)
  {
    q[0] = omp_get_level(); q[1] = omp_get_active_level(); q[2] = omp_in_parallel();
    q[3] = omp_get_num_threads(); q[4] = omp_get_thread_num(); q[5] = omp_get_team_num();
    q[6] = omp_get_num_teams(); q[7] = omp_is_initial_device(); q[8] = level_sig();
#pragma omp parallel num_threads(3)
    {
      if (omp_get_thread_num() == 2) {
        q[9] = omp_get_level(); q[10] = omp_get_active_level(); q[11] = omp_get_num_threads();
        q[12] = omp_get_ancestor_thread_num(1); q[13] = omp_get_team_size(1); q[14] = level_sig();
#pragma omp parallel num_threads(2)
        if (omp_get_thread_num() == 0) q[15] = omp_get_level() * 10 + omp_get_ancestor_thread_num(1);
      }
    }
  }
  for (int i = 0; i < 16; i++) printf("%d ", q[i]);
  printf("\n");
  int tq[2][6];
#pragma omp target teams num_teams(2) thread_limit(4) map(from: tq)
  {
    int t = omp_get_team_num();
    tq[t][0] = omp_get_num_teams(); tq[t][1] = omp_get_level(); tq[t][2] = omp_in_parallel();
#pragma omp parallel num_threads(2)
    {
      if (omp_get_thread_num() == 0) { tq[t][3] = omp_get_level(); tq[t][4] = omp_get_team_num(); tq[t][5] = omp_get_thread_limit() >= 2; }
    }
  }
  for (int t = 0; t < 2; t++) for (int k = 0; k < 6; k++) printf("%d ", tq[t][k]);
  printf("\n");

  /* 5.2 spellings */
  int a[40], b[40];
  for (int i = 0; i < 40; i++) { a[i] = i; b[i] = 0; }
#pragma omp target enter data map(to: a)
#pragma omp target map(present, to: a) map(from: b)
#pragma omp loop order(concurrent)
  for (int i = 0; i < 40; i++) b[i] = a[i] * 2;
  int ms = 0;
#pragma omp target parallel num_threads(4) map(tofrom: ms, b) map(present, alloc: a)
  {
#pragma omp masked filter(2)
    ms += omp_get_thread_num();
#pragma omp barrier
#pragma omp for order(reproducible: concurrent) nowait
    for (int i = 0; i < 40; i++) b[i] += a[i];
  }
#pragma omp target exit data map(delete: a)
  int w[10]; w[0] = 1;
#pragma omp target map(tofrom: w)
#pragma omp parallel for ordered(1)
  for (int i = 1; i < 10; i++) {
#pragma omp ordered depend(sink: i - 1)
    w[i] = w[i - 1] * 3 % 101;
#pragma omp ordered depend(source)
  }
  int sb = 0; for (int i = 0; i < 40; i++) sb += b[i] * (i + 1);
  printf("spell %d %d %d\n", sb, ms, w[9]);

  /* declare target link globals */
  for (int i = 0; i < 32; i++) glink[i] = i;
#pragma omp target map(tofrom: glink) map(to: gscale)
  for (int i = 0; i < 32; i++) glink[i] = (int)(glink[i] * gscale) + gto[i % 8];
  long gl = 0; for (int i = 0; i < 32; i++) gl += glink[i] * (i + 1);
  printf("link %ld\n", gl);
#pragma omp target enter data map(to: glink[4:8])
#pragma omp target teams distribute parallel for map(present, tofrom: glink[4:8])
  for (int i = 4; i < 12; i++) glink[i] = -glink[i];
#pragma omp target exit data map(from: glink[4:8])
  gl = 0; for (int i = 0; i < 32; i++) gl += glink[i] * (i + 1);
  printf("link2 %ld\n", gl);
  gto[3] = 100;
#pragma omp target update to(gto[3])
  int gs = 0;
#pragma omp target map(tofrom: gs)
  for (int i = 0; i < 8; i++) gs += gto[i];
  printf("gto %d\n", gs);

  /* combined constructs, clause permutations */
  int c[64], r1 = 0, r2 = 0, lp = 0;
  for (int i = 0; i < 64; i++) c[i] = i % 7;
  int base = 3;
#pragma omp target teams distribute parallel for simd reduction(+: r1) firstprivate(base) map(to: c) lastprivate(lp) map(tofrom: lp) num_teams(2) thread_limit(8) dist_schedule(static, 16) schedule(static, 4) safelen(8) collapse(1) if(target: 1) device(0) defaultmap(tofrom: scalar)
  for (int i = 0; i < 64; i++) { r1 += c[i] + base; lp = i * 2; }
#pragma omp target parallel for simd if(simd: 0) num_threads(3) private(base) reduction(max: r2) map(to: c) proc_bind(close) schedule(guided)
  for (int i = 0; i < 64; i++) { base = c[i] * 5; if (base > r2) r2 = base; }
  int r3 = 0;
#pragma omp target teams loop reduction(+: r3) map(to: c) num_teams(2) bind(teams) collapse(2)
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) r3 += c[i * 8 + j] * j;
  int r4 = 0;
#pragma omp target parallel loop reduction(-: r4) map(to: c) num_threads(2) order(concurrent)
  for (int i = 0; i < 64; i++) r4 -= c[i];
  printf("combined %d %d %d %d %d\n", r1, r2, lp, r3, r4);
  return 0;
}
