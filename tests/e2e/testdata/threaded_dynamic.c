/* Dynamic, guided and runtime schedules whose team's threads run as real
 * threads on the host plugin: worksharing loops (with and without nowait,
 * several in a row, collapsed, with reduction and lastprivate) in a
 * target parallel region with a barrier, orphaned loops in declare
 * target functions called from it, nested parallel loops and distribute
 * parallel for in target teams regions (with inner teams smaller than
 * the thread limit), and the same kernels launched at once by several
 * host threads; teams of 2 to 16 threads (above the host plugin's cap of
 * real threads). The team's threads share one counter per loop, so every
 * iteration runs exactly once: each adds its loop's weight to a count
 * checked against the weights computed on the host, and records a
 * thread number that must lie in the team. */
#include <stdio.h>
#include <omp.h>
#define N 1013
#define H 3
#define MAXT 4

int cnt[N], who[N], lc[MAXT][N];
int hcnt[H][N];

#pragma omp declare target
void orph(int *c, int *w) {
#pragma omp for schedule(dynamic, 3)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    c[i] += 1000;
    w[i] = omp_get_thread_num();
  }
}
void orph_nowait(int *c) {
#pragma omp for schedule(guided) nowait
  for (int i = N - 1; i >= 0; i--) {
#pragma omp atomic
    c[i] += 10000;
  }
}
#pragma omp end declare target

static void reset(void) {
  for (int i = 0; i < N; i++) {
    cnt[i] = 0;
    who[i] = -1;
    for (int t = 0; t < MAXT; t++) lc[t][i] = 0;
  }
}

/* Every count is want(i) and every recorded thread in [0, nt). */
static int check(const char *what, int nt, int (*want)(int, int), int arg) {
  for (int i = 0; i < N; i++)
    if (cnt[i] != want(i, arg) || who[i] < 0 || who[i] >= nt) {
      printf("%s, %d threads: iteration %d counted %d (want %d) on thread %d\n", what, nt, i, cnt[i], want(i, arg), who[i]);
      return 1;
    }
  return 0;
}

static int want_parallel(int i, int arg) { (void)arg; return 11111 + (i % 2 == 0 ? 100000 : 0); }
static int want_teams(int i, int teams) { (void)i; return teams * (1 + 10 + 100 + 1000); }
static int want_dist(int i, int teams) { (void)i; (void)teams; return 1 + 10; }

/* A target parallel region whose threads meet at barriers: loops of
 * every schedule in a row, orphaned loops, a collapsed loop with a
 * reduction and lastprivate. */
static int parallel_region(int nt) {
  int fails = 0;
  long s = 0;
  int i = -5, j = -5;
  static int sq[40][25];
  reset();
  for (int a = 0; a < 40; a++)
    for (int b = 0; b < 25; b++) sq[a][b] = 0;
#pragma omp target parallel num_threads(nt) map(tofrom: cnt, who, sq, s, i, j)
  {
#pragma omp for schedule(dynamic)
    for (int k = 0; k < N; k++) {
#pragma omp atomic
      cnt[k] += 1;
      who[k] = omp_get_thread_num();
    }
#pragma omp barrier
#pragma omp for schedule(dynamic, 7) nowait
    for (int k = 0; k < N; k++) {
#pragma omp atomic
      cnt[k] += 10;
    }
#pragma omp for schedule(guided, 2)
    for (int k = 0; k < N; k++) {
#pragma omp atomic
      cnt[k] += 100;
    }
    orph(cnt, who);
    orph_nowait(cnt);
#pragma omp for schedule(runtime)
    for (int k = 0; k < N; k += 2) {
#pragma omp atomic
      cnt[k] += 100000;
    }
#pragma omp for collapse(2) schedule(guided, 3) reduction(+: s) lastprivate(i)
    for (i = 0; i < 40; i++)
      for (j = 0; j < 25; j++) {
#pragma omp atomic
        sq[i][j] += 1;
        s += i * 25 + j;
      }
  }
  fails += check("target parallel", nt, want_parallel, 0);
  for (int a = 0; a < 40; a++)
    for (int b = 0; b < 25; b++)
      if (sq[a][b] != 1) {
        printf("collapsed loop, %d threads: (%d, %d) ran %d times\n", nt, a, b, sq[a][b]);
        return fails + 1;
      }
  if (s != 1000L * 999 / 2 || i != 40) {
    printf("collapsed loop, %d threads: sum %ld, i %d\n", nt, s, i);
    fails++;
  }
  return fails;
}

/* Nested parallel loops in a target teams region: each team runs every
 * loop, with an inner team of inner threads out of nt. */
static int teams_region(int nt, int inner) {
  int nteams = 0;
  reset();
#pragma omp target teams num_teams(3) thread_limit(nt) map(tofrom: cnt, who, lc, nteams)
  {
    int tm = omp_get_team_num();
    if (tm == 0) nteams = omp_get_num_teams();
#pragma omp parallel num_threads(inner)
    {
#pragma omp for schedule(dynamic, 5)
      for (int k = 0; k < N; k++) {
#pragma omp atomic
        cnt[k] += 1;
        who[k] = omp_get_thread_num();
      }
#pragma omp for schedule(guided) nowait
      for (int k = 0; k < N; k++) {
#pragma omp atomic
        cnt[k] += 10;
      }
#pragma omp for simd schedule(dynamic, 8)
      for (int k = 0; k < N; k++) {
#pragma omp atomic
        cnt[k] += 100;
      }
#pragma omp loop
      for (int k = 0; k < N; k++) lc[tm][k] += 1;
    }
#pragma omp parallel num_threads(inner)
    orph(cnt, who);
  }
  int fails = check("target teams", inner, want_teams, nteams);
  for (int t = 0; t < MAXT && !fails; t++)
    for (int k = 0; k < N; k++)
      if (lc[t][k] != (t < nteams)) {
        printf("target teams, loop: team %d ran iteration %d %d times\n", t, k, lc[t][k]);
        fails++;
        break;
      }
  return fails;
}

/* distribute parallel for with dynamic and guided schedules: the teams
 * share the iterations, each team's threads its teams' chunks. */
static int distribute(int nt) {
  long s = 0;
  reset();
#pragma omp target teams num_teams(4) thread_limit(nt) map(tofrom: cnt, who) reduction(+: s)
  {
#pragma omp distribute parallel for schedule(dynamic, 4) reduction(+: s)
    for (int k = 0; k < N; k++) {
#pragma omp atomic
      cnt[k] += 1;
      who[k] = omp_get_thread_num();
      s += k;
    }
#pragma omp distribute parallel for schedule(guided)
    for (int k = 0; k < N; k++) {
#pragma omp atomic
      cnt[k] += 10;
    }
  }
  int fails = check("distribute parallel for", nt, want_dist, 0);
  if (s != (long)N * (N - 1) / 2) {
    printf("distribute parallel for, %d threads: sum %ld\n", nt, s);
    fails++;
  }
  return fails;
}

/* The same kernels launched at once by several host threads, each on
 * its own array. */
static int concurrent(void) {
  for (int h = 0; h < H; h++)
    for (int k = 0; k < N; k++) hcnt[h][k] = 0;
#pragma omp parallel num_threads(H)
  {
    int *c = hcnt[omp_get_thread_num()];
    for (int rep = 0; rep < 3; rep++) {
#pragma omp target teams distribute parallel for schedule(dynamic) num_teams(3) thread_limit(8) map(tofrom: c[0:N])
      for (int k = 0; k < N; k++) {
#pragma omp atomic
        c[k] += 1;
      }
#pragma omp target parallel num_threads(6) map(tofrom: c[0:N])
      {
#pragma omp for schedule(guided)
        for (int k = 0; k < N; k++) {
#pragma omp atomic
          c[k] += 10;
        }
#pragma omp barrier
        orph_nowait(c);
      }
#pragma omp target teams num_teams(1) thread_limit(8) map(tofrom: c[0:N])
      {
#pragma omp parallel for schedule(dynamic, 2) num_threads(8)
        for (int k = 0; k < N; k++) {
#pragma omp atomic
          c[k] += 100;
        }
      }
    }
  }
  for (int h = 0; h < H; h++)
    for (int k = 0; k < N; k++)
      if (hcnt[h][k] != 3 * 10111) {
        printf("concurrent launches: host thread %d, iteration %d counted %d\n", h, k, hcnt[h][k]);
        return 1;
      }
  return 0;
}

int main(void) {
  int fails = 0;
  const int nts[4] = {2, 4, 8, 16};
  for (int n = 0; n < 4; n++) {
    fails += parallel_region(nts[n]);
    fails += distribute(nts[n]);
    for (int inner = 1; inner <= nts[n]; inner *= 2)
      fails += teams_region(nts[n], inner);
  }
  fails += concurrent();
  printf("%s threaded_dynamic\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
