/* A combined parallel for (and parallel for simd) nested in the parallel
 * region of a target region: an inactive nested region whose team of one
 * thread runs every iteration of the loop, in order, at level 2. Each
 * enclosing thread's loop sees omp_get_thread_num() 0,
 * omp_get_num_threads() 1 and omp_get_level() 2 in every iteration, and
 * the loop's clauses work on one copy each: reduction (into a variable
 * of the enclosing thread), firstprivate, lastprivate (the last
 * iteration's value written back), private, collapse, schedule; a
 * declare target function called in the body sees the same team, and
 * one with an orphaned loop called in a nested parallel region in the
 * body runs that loop whole. Enclosing regions: target parallel, the loops of target
 * parallel for and target teams distribute parallel for (rows checked
 * where the enclosing team has several threads: clang-19 on the host
 * plugin may give fewer, and then an active nested region). Every value
 * is also computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { T = 4, N = 19, M = 3, R = 6 };

#pragma omp declare target
/* what the caller's team looks like */
int tview(void) { return omp_get_thread_num() * 100 + omp_get_num_threads() * 10 + omp_get_level(); }
/* an orphaned loop: every iteration on the caller's team of one */
void bump(int *v, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) v[i] += 1;
}
#pragma omp end declare target

/* per row: sum, last, seen, view, product, counts */
struct row {
  long sum, prod;
  int last, first, view;
  int cnt[N];
};

static int check(const char *what, struct row *rows, const int *outer, int nrows) {
  int fails = 0;
  for (int r = 0; r < nrows; r++) {
    if (outer && outer[r] == 1)
      continue; /* a region nested in an inactive one may be active (docs/difftest.md) */
    struct row *w = &rows[r];
    long sum = 0, prod = 1;
    for (int i = 0; i < N; i++) sum += (long)i * (r + 1);
    for (int i = 0; i < M; i++)
      for (int j = 0; j < M; j++) prod *= (i * M + j) % 3 + 1;
    /* view: sum over iterations of thread 0, 1 thread, level 2 */
    if (w->sum != sum + 100 * r || w->last != (N - 1) * 2 + r || w->first != 100 + r || w->view != N * 24 ||
        w->prod != prod) {
      printf("%s row %d: sum %ld (%ld) last %d first %d view %d prod %ld (%ld)\n", what, r, w->sum, sum + 100 * r,
             w->last, w->first, w->view, w->prod, prod);
      fails++;
    }
    for (int i = 0; i < N; i++)
      if (w->cnt[i] != 2) {
        printf("%s row %d: cnt[%d] = %d\n", what, r, i, w->cnt[i]);
        fails++;
      }
  }
  return fails;
}

#define BODY(r)                                                                                     \
  do {                                                                                              \
    struct row *w = &rows[r];                                                                       \
    long sum = 100 * (r);                                                                           \
    int last = -1, first = 100 + (r), view = 0, scratch = 7;                                        \
    _Pragma("omp parallel for reduction(+: sum, view) lastprivate(last) firstprivate(first) private(scratch) schedule(dynamic, 2)") \
    for (int i = 0; i < N; i++) {                                                                   \
      scratch = i;                                                                                  \
      sum += (long)scratch * ((r) + 1);                                                             \
      last = i * 2 + first - 100;                                                                   \
      first += 0;                                                                                   \
      view += omp_get_thread_num() * 100 + omp_get_num_threads() * 10 + omp_get_level() + tview(); \
      w->cnt[i] += 1;                                                                               \
    }                                                                                               \
    long prod = 1;                                                                                  \
    _Pragma("omp parallel for simd collapse(2) reduction(*: prod)")                                 \
    for (int i = 0; i < M; i++)                                                                     \
      for (int j = 0; j < M; j++) prod *= (i * M + j) % 3 + 1;                                      \
    _Pragma("omp parallel")                                                                         \
    bump(w->cnt, N);                                                                                \
    w->sum = sum, w->last = last, w->first = first, w->view = view, w->prod = prod;                 \
  } while (0)

int main(void) {
  int fails = 0, outer[R];
  struct row rows[R];

  for (int r = 0; r < R; r++) rows[r] = (struct row){0};
#pragma omp target parallel num_threads(T) map(tofrom: rows)
  {
    int t = omp_get_thread_num();
    BODY(t);
  }
  fails += check("target parallel", rows, 0, T);

  /* the nested loop as all of a parallel region's braces */
  long tot = 0;
  int lv[T];
#pragma omp target map(tofrom: tot, lv)
#pragma omp parallel num_threads(T)
  {
    long mine = 0;
    int last = -1;
#pragma omp parallel for reduction(+: mine) lastprivate(last)
    for (int i = 0; i < N; i++) {
      mine += i * omp_get_num_threads() + omp_get_thread_num();
      last = omp_get_level() * 100 + i;
    }
    lv[omp_get_thread_num()] = last;
#pragma omp atomic
    tot += mine;
  }
  for (int t = 0; t < T; t++)
    if (lv[t] != 200 + N - 1) {
      printf("braces: lv[%d] = %d\n", t, lv[t]);
      fails++;
    }
  if (tot != (long)T * N * (N - 1) / 2) {
    printf("braces: tot %ld, want %ld\n", tot, (long)T * N * (N - 1) / 2);
    fails++;
  }

  for (int r = 0; r < R; r++) rows[r] = (struct row){0};
#pragma omp target parallel for num_threads(T) map(tofrom: rows)
  for (int r = 0; r < R; r++) BODY(r);
  fails += check("target parallel for", rows, 0, R);

  for (int r = 0; r < R; r++) rows[r] = (struct row){0};
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(T) map(tofrom: rows, outer)
  for (int r = 0; r < R; r++) {
    outer[r] = omp_get_num_threads();
    BODY(r);
  }
  fails += check("target teams distribute parallel for", rows, outer, R);

  printf("%s nested_parallel_for\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
