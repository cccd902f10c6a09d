/* Orphaned worksharing loops and barriers in declare target functions:
 * they bind to the calling team. Each iteration runs exactly once
 * (per-iteration counts), whatever the team's size; the barrier at the
 * loop's end (and an orphaned barrier) lets a thread read what other
 * threads wrote; nowait skips it; a function calling another keeps the
 * caller's team; called from sequential target code one thread runs all. */
#include <stdio.h>
#include <omp.h>
#define N 1003
#define T 8

#pragma omp declare target
/* every iteration counted where it runs, then the counts summed by each
 * thread after the loop's barrier */
void cover(int *cnt, int lo, int hi, int step) {
#pragma omp for
  for (int i = lo; i < hi; i += step)
    cnt[i]++;
}
void cover_down(int *cnt, int n) {
#pragma omp for schedule(static) nowait
  for (int i = n - 1; i >= 0; i--)
    cnt[i] += 10;
#pragma omp barrier
}
/* the index declared outside the loop, a continue in the body */
void scale(double *a, int n, double f) {
  int i;
#pragma omp for
  for (i = 0; i < n; i++) {
    if (i % 7 == 3)
      continue;
    a[i] *= f;
  }
}
/* a function that calls one holding a loop: still the caller's team */
void twice(int *cnt, int n) {
  cover(cnt, 0, n, 1);
  cover(cnt, 1, n, 2);
}
#pragma omp end declare target

static int check(const char *what, const int *cnt, int n, int (*want)(int)) {
  for (int i = 0; i < n; i++)
    if (cnt[i] != want(i)) {
      printf("%s: count[%d] = %d, want %d\n", what, i, cnt[i], want(i));
      return 1;
    }
  return 0;
}
static int want_twice(int i) { return 1 + (i % 2 == 1); }
static int want_one(int i) { (void)i; return 1; }

int main(void) {
  int fails = 0;
  int cnt[N], after[T];
  double a[N];

  for (int nt = 1; nt <= T; nt += 3) {
    for (int i = 0; i < N; i++) cnt[i] = 0;
    /* from the code of a target parallel region; after the loop's
     * barrier every thread sees every count */
#pragma omp target parallel num_threads(nt) map(tofrom: cnt) map(from: after)
    {
      twice(cnt, N);
      int s = 0;
      for (int i = 0; i < N; i++) s += cnt[i];
      after[omp_get_thread_num()] = s;
#pragma omp barrier
      cover_down(cnt, N);
    }
    for (int i = 0; i < N; i++) cnt[i] -= 10;
    fails += check("target parallel", cnt, N, want_twice);
    int expect = 0;
    for (int i = 0; i < N; i++) expect += want_twice(i);
    for (int t = 0; t < nt; t++)
      if (after[t] != expect) {
        printf("threads %d: thread %d saw %d counts after the barrier, want %d\n", nt, t, after[t], expect);
        fails++;
      }
  }
  printf("parallel: done\n");

  /* from sequential target code: a team of one runs every iteration */
  for (int i = 0; i < N; i++) cnt[i] = 0, a[i] = i;
#pragma omp target map(tofrom: cnt, a)
  {
    twice(cnt, N);
    scale(a, N, 2.0);
  }
  fails += check("target", cnt, N, want_twice);
  for (int i = 0; i < N; i++)
    if (a[i] != (i % 7 == 3 ? i : 2.0 * i)) {
      printf("target scale: a[%d] = %g\n", i, a[i]);
      fails++;
      break;
    }
  printf("target: done\n");

  /* from a parallel region of code with a worksharing loop of its own */
  for (int i = 0; i < N; i++) cnt[i] = 0, a[i] = i;
#pragma omp target parallel num_threads(T) map(tofrom: cnt, a)
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] += 1;
    scale(a, N, 3.0);
    cover(cnt, 0, N, 1);
  }
  fails += check("parallel code", cnt, N, want_one);
  for (int i = 0; i < N; i++)
    if (a[i] != (i % 7 == 3 ? i + 1.0 : 3.0 * (i + 1))) {
      printf("parallel code: a[%d] = %g\n", i, a[i]);
      fails++;
      break;
    }
  printf("parallel code: done\n");
  printf("%s orphan_for\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
