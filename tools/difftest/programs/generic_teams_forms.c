/* Written by hand for tools/difftest -file (docs/difftest.md): teams
 * regions with code beside distribute loops, in the forms programs use:
 * target then teams, while/if/for around distribute loops deciding per
 * team, a parallel block of loops in a teams region, distribute simd with
 * collapse, a dist_schedule chunk larger than a team's share, the device
 * routines in the loops, and a stencil whose teams each own a block
 * across time steps, summed per team. Every printed value is independent of the number of
 * teams an implementation creates (read inside with omp_get_num_teams). */
#include <stdio.h>
#include <omp.h>

#define N 240
static int part1(void) {
  int a[N], lvl[4] = {-1, -1, -1, -1}, nt = 0, steps = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(tofrom: a, lvl, nt, steps)
#pragma omp teams num_teams(3)
  {
    int me = omp_get_team_num();
    if (me == 0) nt = omp_get_num_teams();
    int k = 0;
    while (k < 3) {
#pragma omp distribute parallel for
      for (int i = 0; i < N; i++) {
        a[i] += k + 1;
        if (i == 0 && k == 0) lvl[1] = omp_get_level(); /* the team's threads: 1 or more */
      }
      k++;
    }
    if (me == 0) steps = k;
    if (me % 2 == 0) {
#pragma omp parallel for
      for (int i = 0; i < 4; i++) {
#pragma omp atomic
        lvl[3] += 1;
      }
    }
  }
  int ok = steps == 3 && lvl[1] == 1 && lvl[3] == -1 + 4 * ((nt + 1) / 2);
  for (int i = 0; i < N; i++) ok &= a[i] == 6;
  printf("part1 ok=%d steps=%d level=%d\n", ok, steps, lvl[1]);
  return ok;
}

static int part2(void) {
  int a[N], b[N], c[16 * 8], nt = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  for (int i = 0; i < 16 * 8; i++) c[i] = 0;
#pragma omp target teams num_teams(5) map(tofrom: a, b, c, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < 8; i++) {
#pragma omp atomic
        c[i] += 1;
      }
#pragma omp for
      for (int i = 8; i < 16; i++) {
#pragma omp atomic
        c[i] += 2;
      }
    }
#pragma omp distribute simd collapse(2)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 8; j++) c[i * 8 + j] += 100;
#pragma omp distribute parallel for dist_schedule(static, 100)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2 + omp_get_team_num() * 0;
  }
  int ok = 1;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 8; j++) {
      int want = 100 + (j == 0 ? 0 : 0);
      if (i * 8 + j < 8) want += nt;
      else if (i * 8 + j < 16) want += 2 * nt;
      ok &= c[i * 8 + j] == want;
    }
  for (int i = 0; i < N; i++) ok &= b[i] == 2 * i;
  printf("part2 ok=%d\n", ok);
  return ok;
}

/* A stencil: each team owns a block of cells across all steps (the same
 * blocks in every distribute loop), so it needs no barrier between teams
 * as long as it reads only its own block; the block edges are fixed. */
static int part3(void) {
  double u[N], v[N];
  double sum = 0, hsum = 0;
  for (int i = 0; i < N; i++) u[i] = v[i] = (i % 11) * 0.5;
#pragma omp target teams num_teams(4) map(tofrom: u, v, sum)
  {
    for (int t = 0; t < 5; t++) {
#pragma omp distribute parallel for
      for (int i = 0; i < N; i++) v[i] = u[i] * 0.5 + 1.0;
#pragma omp distribute parallel for
      for (int i = 0; i < N; i++) u[i] = v[i] * 0.5 + 0.25;
    }
    /* The team's own sum, then one atomic per team: a reduction into
     * sum itself from each team's parallel region would be a race
     * between the teams (the teams construct has no reduction). */
    double mine = 0;
#pragma omp distribute parallel for reduction(+: mine)
    for (int i = 0; i < N; i++) mine += u[i] > 1.0 ? 1.0 : 0.0;
#pragma omp atomic
    sum += mine;
  }
  double hu[N], hv[N];
  for (int i = 0; i < N; i++) hu[i] = hv[i] = (i % 11) * 0.5;
  for (int t = 0; t < 5; t++) {
    for (int i = 0; i < N; i++) hv[i] = hu[i] * 0.5 + 1.0;
    for (int i = 0; i < N; i++) hu[i] = hv[i] * 0.5 + 0.25;
  }
  for (int i = 0; i < N; i++) hsum += hu[i] > 1.0 ? 1.0 : 0.0;
  int ok = sum == hsum;
  for (int i = 0; i < N; i++) ok &= u[i] == hu[i];
  printf("part3 ok=%d sum=%g\n", ok, sum);
  return ok;
}

int main(void) {
  int ok = part1() & part2() & part3();
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
