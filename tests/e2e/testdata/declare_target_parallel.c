/* Parallel constructs in declare target functions called in parallel
 * regions of target regions: the device's max-active-levels-var is 1,
 * so the function's parallel region is inactive, a team of one thread
 * at the next level (clang-19 does the same): omp_get_thread_num() 0,
 * omp_get_num_threads() 1, omp_get_level() 2, omp_get_team_size(2) 1,
 * omp_get_ancestor_thread_num(1) the calling thread, and every
 * iteration of its loops runs on that thread. Its clauses (private,
 * firstprivate, shared, reduction, num_threads, if) and the constructs
 * bound to its team (for with a reduction and lastprivate, single,
 * masked, barrier, sections) are checked, as are critical and atomic
 * in it, a function it calls that reads its thread number or holds an
 * orphaned for (called through its copy for the nested level), and an
 * orphaned for beside the parallel construct, which binds to the
 * caller's team. Callers: target parallel, target parallel for, target
 * teams distribute parallel for, and a parallel loop and a parallel
 * region of code in generic target regions. The host calls the same
 * functions (the host compiler's OpenMP). Rows where the calling team
 * has one thread are skipped: a region nested in an inactive one may
 * be active under clang-19 on the host plugin (docs/difftest.md).
 * Every value is also computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { T = 4, N = 24, R = 6 };

#pragma omp declare target
long hits;
/* What a function called in the nested region sees of its team. */
int view(void) {
  return omp_get_thread_num() * 100000 + omp_get_num_threads() * 10000 + omp_get_level() * 1000 +
         omp_get_team_size(omp_get_level()) * 100 + omp_get_active_level() * 10 + omp_in_parallel();
}
/* An orphaned loop: bound to the team of the region that calls it. */
void count(int *c, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    *c += 1;
  }
}
/* A parallel loop: one thread runs every iteration. */
void fill(int *row, int n, int r) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = r * 1000 + i + 100 * omp_get_thread_num() + 10000 * (omp_get_num_threads() - 1);
}
/* A parallel region with the clauses and constructs bound to it; res
 * gets [0] the reduction, [1] the view inside, [2] the view of a called
 * function, [3] the ancestor, [4] the count of the orphaned loop,
 * [5] the lastprivate value, [6] the sections and singles run. */
void region(int *res, int base, int n) {
  int s = 0, p = 7, last = -1, runs = 0, cnt = 0;
#pragma omp parallel firstprivate(base) private(p) reduction(+: s) shared(runs) num_threads(3) if(n > 0)
  {
    p = base;
    s += p;
#pragma omp for lastprivate(last) schedule(dynamic, 2)
    for (int i = 0; i < n; i++) {
      s += i;
      last = i;
    }
    res[1] = omp_get_thread_num() * 100000 + omp_get_num_threads() * 10000 + omp_get_level() * 1000 +
             omp_get_team_size(2) * 100 + omp_get_active_level() * 10 + omp_in_parallel();
    res[2] = view();
    res[3] = omp_get_ancestor_thread_num(1);
    count(&cnt, n);
#pragma omp single
    runs += 1;
#pragma omp masked
    runs += 10;
#pragma omp barrier
#pragma omp sections
    {
#pragma omp section
      runs += 100;
#pragma omp section
      runs += 1000;
    }
#pragma omp critical
    runs += 10000;
#pragma omp atomic
    hits++;
  }
  res[0] = s + p * 0;
  res[4] = cnt;
  res[5] = last;
  res[6] = runs;
}
/* An orphaned loop bound to the caller's team beside a parallel loop
 * that the calling thread runs alone. */
void both(int *row, int n, int *shared_count) {
#pragma omp for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    *shared_count += 1;
  }
  int t = omp_get_thread_num();
#pragma omp parallel for firstprivate(t)
  for (int i = t; i < n; i += T) row[i] += 1;
}
/* A function that calls a function holding a parallel construct. */
void wrap(int *row, int n, int r) { fill(row, n, r); }
#pragma omp end declare target

static int want_region(const int *res, int base, int n, int caller) {
  int bad = 0;
  int s = base;
  for (int i = 0; i < n; i++) s += i;
  bad += res[0] != s;
  bad += res[1] != 1 * 10000 + 2 * 1000 + 1 * 100 + 10 + 1;
  bad += res[2] != res[1];
  bad += res[3] != caller;
  bad += res[4] != n;
  bad += res[5] != n - 1;
  bad += res[6] != 11111;
  return bad;
}

static int want_fill(const int *row, int n, int r) {
  int bad = 0;
  for (int i = 0; i < n; i++) bad += row[i] != r * 1000 + i;
  return bad;
}

int main(void) {
  int fails = 0;
  int a[R][N], res[R][7], outer[R];

  /* target parallel: each thread calls the functions. */
  for (int r = 0; r < R; r++) outer[r] = -1;
  hits = 0;
#pragma omp target update to(hits)
#pragma omp target parallel num_threads(T) map(tofrom: a, res, outer)
  {
    int t = omp_get_thread_num();
    outer[t] = omp_get_num_threads();
    fill(a[t], N, t);
    region(res[t], 10 * t, N);
  }
#pragma omp target update from(hits)
  int teams = 0;
  for (int t = 0; t < T; t++) {
    if (outer[t] < 2) continue;
    teams++;
    if (want_fill(a[t], N, t) || want_region(res[t], 10 * t, N, t)) {
      printf("target parallel: thread %d wrong (%d %d %d %d %d %d %d)\n", t, res[t][0], res[t][1], res[t][2], res[t][3], res[t][4], res[t][5], res[t][6]);
      fails++;
    }
  }
  if (teams && hits < teams) {
    printf("target parallel: %ld atomic hits for %d threads\n", hits, teams);
    fails++;
  }

  /* target parallel for: each iteration calls them. */
#pragma omp target parallel for num_threads(T) schedule(static, 1) map(tofrom: a, res, outer)
  for (int r = 0; r < R; r++) {
    outer[r] = omp_get_num_threads() * 10 + omp_get_thread_num();
    wrap(a[r], N, r);
    region(res[r], r, N - r);
  }
  for (int r = 0; r < R; r++) {
    if (outer[r] / 10 < 2) continue;
    if (want_fill(a[r], N, r) || want_region(res[r], r, N - r, outer[r] % 10)) {
      printf("target parallel for: row %d wrong\n", r);
      fails++;
    }
  }

  /* target teams distribute parallel for */
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(T) map(tofrom: a, res, outer)
  for (int r = 0; r < R; r++) {
    outer[r] = omp_get_num_threads() * 10 + omp_get_thread_num();
    fill(a[r], N, r + 1);
    region(res[r], 2 * r, N);
  }
  for (int r = 0; r < R; r++) {
    if (outer[r] / 10 < 2) continue;
    if (want_fill(a[r], N, r + 1) || want_region(res[r], 2 * r, N, outer[r] % 10)) {
      printf("target teams distribute parallel for: row %d wrong\n", r);
      fails++;
    }
  }

  /* generic target region: a parallel loop and a parallel region of code */
  int shared_count = 0;
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) a[r][i] = 0;
#pragma omp target map(tofrom: a, res, outer, shared_count)
  {
    int base = 3;
#pragma omp parallel for num_threads(T)
    for (int r = 0; r < R; r++) {
      outer[r] = omp_get_num_threads() * 10 + omp_get_thread_num();
      region(res[r], base + r, N);
    }
    base = 5;
#pragma omp parallel num_threads(T)
    {
      both(a[0], N, &shared_count);
      if (omp_get_thread_num() == 0) fill(a[1], N, base);
    }
  }
  for (int r = 0; r < R; r++) {
    if (outer[r] / 10 < 2) continue;
    if (want_region(res[r], 3 + r, N, outer[r] % 10)) {
      printf("generic parallel for: row %d wrong\n", r);
      fails++;
    }
  }
  /* every team thread takes its share of the orphaned loop; each
   * marks its own elements through the inner parallel loop */
  if (shared_count != N) {
    printf("generic parallel region: orphaned loop counted %d, want %d\n", shared_count, N);
    fails++;
  }
  if (outer[0] / 10 >= 2) {
    for (int i = 0; i < N; i++)
      if (a[0][i] != 1) {
        printf("generic parallel region: a[0][%d] = %d\n", i, a[0][i]);
        fails++;
      }
    if (want_fill(a[1], N, 5)) {
      printf("generic parallel region: fill wrong\n");
      fails++;
    }
  }

  /* On the host: the host compiler's functions. */
  int h[N];
  int hres[7];
  omp_set_max_active_levels(1);
  fill(h, N, 2);
  for (int i = 0; i < N; i++)
    if (h[i] % 100 != (2 * 1000 + i) % 100) fails++;
  region(hres, 4, N);
  if (hres[4] != N || hres[5] != N - 1) {
    printf("host: count %d, lastprivate %d\n", hres[4], hres[5]);
    fails++;
  }
  printf("%s declare_target_parallel\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
