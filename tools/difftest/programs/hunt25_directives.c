/* Differential program (against clang-19): the OpenMP 5.1/5.2 utility
 * and binding directives in target regions as conformance tests write
 * them: nothing (standalone, in a loop body, as a metadirective
 * variant), error at(compilation) severity(warning), masked with filter
 * expressions in target parallel and in each team, loop with
 * bind(teams), bind(parallel) and bind(thread) one in another, loop
 * with order(concurrent) and a reduction, metadirectives selecting on
 * construct={target} and device={kind(host)}, and teams with thread
 * limits and per-team results. */
#include <stdio.h>
#include <omp.h>
#define N 256

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i % 19; b[i] = 0; }
  int who[4] = {-1, -1, -1, -1};
#pragma omp target parallel num_threads(4) map(tofrom: who, b) map(to: a)
  {
#pragma omp nothing
#pragma omp masked filter(2)
    who[0] = omp_get_thread_num();
#pragma omp masked filter(omp_get_num_threads() - 1)
    who[1] = omp_get_thread_num() * 10;
#pragma omp masked
    who[2] = 7;
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < N; i++) {
#pragma omp nothing
      b[i] = a[i] * 3;
    }
#pragma omp masked filter(1)
    {
#pragma omp error at(compilation) severity(warning) message("masked block")
      who[3] = b[N - 1];
    }
  }
  printf("A %d %d %d %d %d\n", who[0], who[1], who[2], who[3], b[100]);

  /* loop bind nesting */
  int g[16][16];
  long tot = 0;
#pragma omp target teams num_teams(2) thread_limit(8) map(from: g) map(tofrom: tot) reduction(+: tot)
  {
#pragma omp loop bind(teams)
    for (int i = 0; i < 16; i++) {
#pragma omp loop bind(thread)
      for (int j = 0; j < 16; j++) g[i][j] = i * 16 + j;
    }
#pragma omp parallel
    {
#pragma omp loop bind(parallel) reduction(+: tot)
      for (int i = 0; i < 16; i++) tot += i;
    }
  }
  long gs = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) gs += g[i][j] * ((i + j) % 3);
  printf("B %ld %ld\n", gs, tot);

  int r = 0;
#pragma omp target teams loop order(concurrent) reduction(+: r) map(tofrom: r)
  for (int i = 0; i < N; i++) r += a[i] * (i % 4);
  printf("C %d\n", r);

  /* metadirectives */
  int m1 = 0, m2[N], m3 = 0;
#pragma omp target map(tofrom: m1, m2)
  {
#pragma omp metadirective when(construct = {target}: parallel for) otherwise(nothing)
    for (int i = 0; i < N; i++) m2[i] = a[i] + 1;
#pragma omp metadirective when(device = {kind(nohost)}: nothing) otherwise(nothing)
    m1 = m2[7] + m2[200];
  }
#pragma omp target teams distribute parallel for reduction(+: m3) map(tofrom: m3)
  for (int i = 0; i < N; i++) {
#pragma omp metadirective when(construct = {target}: nothing) otherwise(nothing)
    m3 += m2[i];
  }
  printf("D %d %d\n", m1, m3);

  /* per-team results under thread_limit */
  int tres[2] = {0, 0}, nt = 0;
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: tres, nt)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
      tres[t] += omp_get_thread_num() + 1 + t * 10;
    }
  }
  printf("E %d %d %d\n", nt, tres[0] > 0, tres[1] > 0);
  return 0;
}
