/* Declare target functions whose body is a parallel construct, called
 * in the code that the initial thread of a target or target teams
 * region runs: there the function's parallel region is active, and the
 * team's threads run it (a 'parallel' region of code with its private,
 * firstprivate and reduction copies and the constructs bound to its
 * team: for, single, critical, barrier, atomic; 'parallel for' loops
 * shared out among the team, with a reduction). Callers: a plain
 * target region (also under if and for statements), a generic target
 * region beside a parallel loop, and a teams region whose teams take
 * rows (OpenMP may give fewer teams than num_teams asks, so each team
 * loops over the rows it owns), and one function called both there
 * and in a parallel loop, where its region is inactive (one thread at
 * level 2). The number of threads the region gets
 * is the implementation's (at most num_threads): every check holds for
 * whatever count the region reports. Every value is also computed on
 * the host. */
#include <omp.h>
#include <stdio.h>

enum { N = 40, ROWS = 4, W = 64 };

#pragma omp declare target
int seen[W], nthr, lvl, inpar, singles, crits, tsum;
long sum;
double dsum;
/* A parallel region of code. */
void mark(int base) {
#pragma omp parallel num_threads(4) firstprivate(base) reduction(+: sum)
  {
    int t = omp_get_thread_num();
    seen[t] += 1;
#pragma omp single
    {
      nthr = omp_get_num_threads();
      lvl = omp_get_level();
      inpar = omp_in_parallel();
      singles++;
    }
#pragma omp critical
    crits++;
#pragma omp for schedule(dynamic, 3)
    for (int i = 0; i < 40; i++) sum += base + i;
#pragma omp barrier
#pragma omp atomic
    tsum += t;
  }
}
/* Parallel loops. */
void axpy(double *y, const double *x, int n, double a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}
/* Called where its region is active and where it is inactive. */
void tick(int *cnt, int *lv, int slot) {
#pragma omp parallel num_threads(3)
  {
#pragma omp atomic
    cnt[slot] += 1;
    lv[slot] = omp_get_level() * 10 + omp_get_num_threads();
  }
}
void dot(const double *x, const double *y, int n) {
#pragma omp parallel for reduction(+: dsum) schedule(static, 4)
  for (int i = 0; i < n; i++) dsum += x[i] * y[i];
}
#pragma omp end declare target

static void reset(void) {
  for (int t = 0; t < W; t++) seen[t] = 0;
  nthr = lvl = inpar = singles = crits = tsum = 0;
  sum = 0;
#pragma omp target update to(seen, nthr, lvl, inpar, singles, crits, tsum, sum)
}

/* The values one call of mark(base), times calls, leaves. */
static int check_mark(const char *what, int base, int calls) {
#pragma omp target update from(seen, nthr, lvl, inpar, singles, crits, tsum, sum)
  int fails = 0;
  long want = 0;
  for (int i = 0; i < N; i++) want += base + i;
  if (nthr < 1 || nthr > 4 || lvl != 1 || inpar != (nthr > 1)) {
    printf("%s: num_threads %d, level %d, in_parallel %d\n", what, nthr, lvl, inpar);
    fails++;
  }
  for (int t = 0; t < W; t++)
    if (seen[t] != (t < nthr ? calls : 0)) {
      printf("%s: thread %d ran %d times\n", what, t, seen[t]);
      fails++;
    }
  if (singles != calls || crits != calls * nthr || tsum != calls * nthr * (nthr - 1) / 2 || sum != calls * want) {
    printf("%s: singles %d, criticals %d, thread sum %d, reduction %ld (want %ld)\n", what, singles, crits, tsum, sum, calls * want);
    fails++;
  }
  return fails;
}

int main(void) {
  int fails = 0;
  double y[ROWS * N], x[ROWS * N];

  /* a plain target region */
  reset();
  int after = 0;
#pragma omp target map(tofrom: after)
  {
    int b = 5;
    mark(b);
    after = 1;
  }
  fails += check_mark("target", 5, 1);
  if (!after) {
    printf("target: the code after the call did not run\n");
    fails++;
  }

  /* under if and for statements */
  reset();
#pragma omp target
  {
    for (int k = 0; k < 3; k++)
      if (k != 1) mark(2);
  }
  fails += check_mark("target, for and if", 2, 2);

  /* a teams region: each team its rows */
  for (int i = 0; i < ROWS * N; i++) {
    y[i] = i;
    x[i] = 0.5 * i;
  }
#pragma omp target teams num_teams(ROWS) map(tofrom: y) map(to: x)
  {
    for (int t = omp_get_team_num(); t < ROWS; t += omp_get_num_teams()) axpy(y + t * N, x + t * N, N, 2.0 + t);
  }
  for (int t = 0; t < ROWS; t++)
    for (int i = 0; i < N; i++) {
      int k = t * N + i;
      if (y[k] != k + (2.0 + t) * 0.5 * k) {
        printf("teams: y[%d] = %g\n", k, y[k]);
        fails++;
      }
    }

  /* a generic target region: a parallel loop beside the call */
  dsum = 0;
#pragma omp target update to(dsum)
#pragma omp target map(tofrom: y) map(to: x)
  {
    int n = N;
#pragma omp parallel for
    for (int i = 0; i < n; i++) y[i] = 2 * i;
    dot(x, y, n);
  }
#pragma omp target update from(dsum)
  {
    double want = 0;
    for (int i = 0; i < N; i++) want += 0.5 * i * (2 * i);
    if (dsum != want) {
      printf("generic: dot %g, want %g\n", dsum, want);
      fails++;
    }
  }

  /* the same function at level 0 (active) and in a parallel loop
   * (inactive, one thread at level 2) */
  int cnt[4] = {0, 0, 0, 0}, lv[4] = {0, 0, 0, 0}, outer[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: cnt, lv, outer)
  {
    tick(cnt, lv, 0);
#pragma omp parallel for num_threads(3)
    for (int i = 1; i < 4; i++) {
      outer[i] = omp_get_num_threads();
      tick(cnt, lv, i);
    }
  }
  if (cnt[0] < 1 || cnt[0] > 3 || lv[0] != 10 + cnt[0]) {
    printf("active and inactive: level 0 call ran %d times, %d\n", cnt[0], lv[0]);
    fails++;
  }
  for (int i = 1; i < 4; i++)
    if (outer[i] > 1 && (cnt[i] != 1 || lv[i] != 21)) {
      printf("active and inactive: row %d ran %d times, %d\n", i, cnt[i], lv[i]);
      fails++;
    }

  /* the host's functions */
  reset();
  mark(1);
  long want = 0;
  for (int i = 0; i < N; i++) want += 1 + i;
  if (sum != want || singles != 1) {
    printf("host: reduction %ld, singles %d\n", sum, singles);
    fails++;
  }
  printf("%s declare_target_parallel_team\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
