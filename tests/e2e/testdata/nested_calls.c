/* Declare target functions called in nested (inactive) parallel regions
 * of target regions: the called function runs as in a team of one
 * thread at level 2, so its omp_get_thread_num() is 0,
 * omp_get_num_threads() 1, omp_get_level() 2, omp_get_team_size(2) 1 and
 * omp_get_ancestor_thread_num(1) the enclosing thread; an orphaned for
 * runs every iteration on the one thread (any schedule, with a
 * reduction), barrier waits for no one, single, masked and
 * sections run their blocks. Were the function to see the enclosing
 * team, the loop's iterations would be split among the team (counts
 * short) and the routines' values would differ. The same function
 * called outside the nested region still shares its loop among the
 * enclosing team. Enclosing regions: target parallel, a parallel region
 * of code in a generic target region, the loops of target parallel for
 * and target teams distribute parallel for (its rows checked where the
 * enclosing team has several threads: clang-19 on the host plugin may
 * give fewer, and then an active nested region). Every value is also
 * computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { T = 4, N = 23, R = 6 };

#pragma omp declare target
/* per row: the teams of different nested regions must not reduce into
 * one variable at once */
long total[R];
/* What the function sees of its team. */
int team_view(void) {
  return omp_get_thread_num() * 100000 + omp_get_num_threads() * 10000 + omp_get_level() * 1000 +
         omp_get_team_size(omp_get_level()) * 100 + omp_get_active_level() * 10 + omp_in_parallel();
}
int ancestor(void) { return omp_get_ancestor_thread_num(1); }
/* Through another function: the copy calls the other's copy. */
int view_twice(void) { return 2 * team_view(); }
/* Orphaned constructs: each bound to the caller's team. */
void work(int *row, int n, int sched, int r) {
  if (sched == 0) {
#pragma omp for
    for (int i = 0; i < n; i++) row[i] += i + 1 + 100 * omp_get_thread_num();
  } else {
#pragma omp for schedule(dynamic, 2)
    for (int i = 0; i < n; i++) row[i] += i + 1 + 100 * omp_get_thread_num();
  }
#pragma omp barrier
#pragma omp single
  row[0] += 1000;
#pragma omp masked
  row[1] += 10000;
#pragma omp sections
  {
#pragma omp section
    row[2] += 20000;
#pragma omp section
    row[3] += 30000;
  }
#pragma omp for reduction(+: total[r:1]) schedule(guided)
  for (int i = 0; i < n; i++)
    total[r] += i + 1;
#pragma omp critical
  row[4] += 1;
#pragma omp atomic
  row[5] += 1;
}
#pragma omp end declare target

/* The host's value of row r after one call in a team of one. */
static int want_row(int i) {
  return i + 1 + (i == 0) * 1000 + (i == 1) * 10000 + (i == 2) * 20000 + (i == 3) * 30000 + (i == 4) + (i == 5);
}
static long want_total(void) { return (long)N * (N + 1) / 2; }

/* outer[r]: the enclosing team's size where row r was computed, or 0
 * where it is known to be above one. */
static int check(const char *what, int a[R][N], int views[R][3], const int *outer, int rows) {
  int fails = 0;
  for (int r = 0; r < rows; r++) {
    if (outer && outer[r] == 1)
      continue; /* a region nested in an inactive one may be active (docs/difftest.md) */
    /* thread 0 of 1, level 2, team size 1, active level 1, in parallel */
    if (views[r][0] != 1 * 10000 + 2 * 1000 + 1 * 100 + 10 + 1 || views[r][1] != 2 * views[r][0]) {
      printf("%s row %d: view %d %d\n", what, r, views[r][0], views[r][1]);
      fails++;
    }
    if (views[r][2] != r % T) {
      printf("%s row %d: ancestor %d, want %d\n", what, r, views[r][2], r % T);
      fails++;
    }
    /* every iteration of the call contributes once */
    if (total[r] != want_total()) {
      printf("%s row %d: total %ld, want %ld\n", what, r, total[r], want_total());
      fails++;
    }
    for (int i = 0; i < N; i++)
      if (a[r][i] != want_row(i)) {
        printf("%s row %d [%d] = %d, want %d\n", what, r, i, a[r][i], want_row(i));
        fails++;
      }
  }
  return fails;
}

static void reset(int a[R][N], int views[R][3]) {
  for (int r = 0; r < R; r++) {
    views[r][0] = views[r][1] = views[r][2] = -1;
    for (int i = 0; i < N; i++) a[r][i] = 0;
    total[r] = 0;
  }
#pragma omp target update to(total)
}

int main(void) {
  int fails = 0;
  int a[R][N], views[R][3], outer[R];
  for (int sched = 0; sched < 2; sched++) {
    /* target parallel: every thread runs its nested region once */
    reset(a, views);
#pragma omp target parallel num_threads(T) map(tofrom: a, views)
    {
      int t = omp_get_thread_num();
#pragma omp parallel firstprivate(t) num_threads(3)
      {
        views[t][0] = team_view();
        views[t][1] = view_twice();
        views[t][2] = ancestor();
        work(a[t], N, sched, t);
      }
    }
#pragma omp target update from(total)
    fails += check(sched ? "target parallel (dynamic)" : "target parallel", a, views, 0, T);

    /* a parallel region of code in a generic target region */
    reset(a, views);
#pragma omp target map(tofrom: a, views)
    {
      int base = 0;
#pragma omp parallel num_threads(T)
      {
        int t = omp_get_thread_num() + base;
#pragma omp parallel shared(a)
        {
          views[t][0] = team_view();
          views[t][1] = view_twice();
          views[t][2] = ancestor();
          work(a[t], N, sched, t);
        }
      }
    }
#pragma omp target update from(total)
    fails += check("generic parallel region", a, views, 0, T);

    /* the body of target parallel for: R iterations over T threads */
    reset(a, views);
#pragma omp target parallel for num_threads(T) schedule(static, 1) map(tofrom: a, views)
    for (int r = 0; r < R; r++) {
#pragma omp parallel
      {
        views[r][0] = team_view();
        views[r][1] = view_twice();
        views[r][2] = ancestor();
        work(a[r], N, sched, r);
      }
    }
#pragma omp target update from(total)
    fails += check("target parallel for", a, views, 0, R);

    /* the body of target teams distribute parallel for */
    reset(a, views);
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(T) map(tofrom: a, views, outer)
    for (int r = 0; r < R; r++) {
      outer[r] = omp_get_num_threads();
#pragma omp parallel
      {
        views[r][0] = team_view();
        views[r][1] = view_twice();
        views[r][2] = omp_get_thread_num() + ancestor() - omp_get_ancestor_thread_num(1) + r % T;
        work(a[r], N, sched, r);
      }
    }
#pragma omp target update from(total)
    fails += check("target teams distribute parallel for", a, views, outer, R);
  }

  /* The same function outside a nested region: its loop is shared
   * among the enclosing team (each thread adds 100 * its number). */
  reset(a, views);
#pragma omp target parallel num_threads(T) map(tofrom: a)
  {
    work(a[0], N, 0, 0);
  }
  int who = 0;
  for (int i = 0; i < N; i++) who |= a[0][i] - want_row(i) != 0;
  if (!who) {
    printf("the enclosing team's loop ran on one thread\n");
    fails++;
  }
  printf("%s nested_calls\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
