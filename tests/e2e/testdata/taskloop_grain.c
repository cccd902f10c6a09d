/* How taskloop splits its iterations into tasks, as a program sees it:
 * each task's firstprivate copies live from its first iteration to its
 * last, so a task records where it began and how many iterations it
 * ran. grainsize(g): every task takes at least min(g, n) and fewer than
 * 2g iterations; num_tasks(t): min(t, n) tasks (strict too); without
 * either, every iteration once. The split is checked in a plain target
 * region, in a target parallel region (every thread's own taskloop), in
 * a declare target function and over a collapse(2) nest. */
#include <stdio.h>
#include <omp.h>
#define M 128

#pragma omp declare target
/* Tasks of num_tasks(nt) over [lo, hi): start[] records each task's
 * first iteration at every iteration, len[] its length at its start. */
void split_fn(int lo, int hi, int nt, int *start, int *len) {
  int mine = -1, k = 0;
#pragma omp taskloop num_tasks(nt) firstprivate(mine, k)
  for (int i = lo; i < hi; i++) {
    if (mine < 0) mine = i;
    k++;
    start[i - lo] = mine - lo;
    len[mine - lo] = k;
  }
}
#pragma omp end declare target

/* Checks the record of a split of n iterations into contiguous tasks;
 * returns the number of tasks, or -1; lo/hi: the smallest and largest
 * task. */
static int tasks_of(int n, const int *start, const int *len, int *lo, int *hi) {
  int nt = 0, i = 0;
  *lo = n + 1;
  *hi = 0;
  while (i < n) {
    int l = len[i];
    if (l < 1 || i + l > n) return -1;
    for (int j = i; j < i + l; j++)
      if (start[j] != i) return -1;
    if (l < *lo) *lo = l;
    if (l > *hi) *hi = l;
    nt++;
    i += l;
  }
  return nt;
}

int main(void) {
  int fails = 0;
  int start[M], len[M];
  int ns[] = {23, 64, 7, 1, 100};
  int gs[] = {5, 4, 30, 3, 1, 7};
  for (int a = 0; a < 5; a++) {
    for (int b = 0; b < 6; b++) {
      int n = ns[a], g = gs[b];
      for (int kind = 0; kind < 4; kind++) {
        for (int i = 0; i < M; i++) start[i] = len[i] = -7;
#pragma omp target map(tofrom: start, len) firstprivate(n, g, kind)
        {
          int mine = -1, k = 0, sum = 1000;
          if (kind == 0) {
#pragma omp taskloop grainsize(g) firstprivate(mine, k) shared(start, len)
            for (int i = 0; i < n; i++) {
              if (mine < 0) mine = i;
              k++;
              start[i] = mine;
              len[mine] = k;
            }
          } else if (kind == 1) {
#pragma omp taskloop num_tasks(g) firstprivate(mine, k) shared(start, len)
            for (int i = n - 1; i >= 0; i--) {
              if (mine < 0) mine = n - 1 - i;
              k++;
              start[n - 1 - i] = mine;
              len[mine] = k;
            }
          } else if (kind == 2) {
#pragma omp taskloop num_tasks(strict: g) firstprivate(mine, k) shared(start, len)
            for (int i = 0; i < 3 * n; i += 3) {
              if (mine < 0) mine = i / 3;
              k++;
              start[i / 3] = mine;
              len[mine] = k;
            }
          } else {
            /* Each task's sum starts from the original, 1000. */
#pragma omp taskloop grainsize(g + 1) firstprivate(mine, sum) shared(start, len)
            for (int i = 0; i < n; i++) {
              if (mine < 0) mine = i;
              sum += i;
              start[i] = mine;
              len[mine] = sum;
            }
          }
        }
        int lo, hi, nt;
        if (kind == 3) {
          /* len[first] is 1000 plus the sum of the task's iterations. */
          int i = 0;
          nt = 0;
          while (i < n && nt >= 0) {
            int j = i, s = 1000;
            while (j < n && start[j] == i) s += j++;
            if (j == i || len[i] != s) nt = -1;
            else {
              nt++;
              if (j - i < (g + 1 < n ? g + 1 : n) || j - i >= 2 * (g + 1)) nt = -1;
            }
            i = j;
          }
          printf("grainsize(%d) n=%d: firstprivate sums %s\n", g + 1, n, nt > 0 ? "ok" : "BAD");
          fails += nt <= 0;
          continue;
        }
        nt = tasks_of(n, start, len, &lo, &hi);
        if (kind == 0) {
          int min = g < n ? g : n;
          int ok = nt > 0 && lo >= min && hi < 2 * g;
          printf("grainsize(%d) n=%d: %s%s\n", g, n, ok ? "ok" : "BAD", g >= n ? " (one task)" : "");
          fails += !ok || (g >= n && nt != 1);
        } else {
          int want = g < n ? g : n;
          /* Balanced: the sizes differ by at most one. */
          int ok = nt == want && hi - lo <= 1;
          printf("num_tasks(%s%d) n=%d: %d tasks %s\n", kind == 2 ? "strict: " : "", g, n, nt, ok ? "ok" : "BAD");
          fails += !ok;
        }
      }
    }
  }

  /* Without grainsize or num_tasks every iteration runs once. */
  int once[M] = {0};
#pragma omp target map(tofrom: once)
  {
#pragma omp taskloop shared(once)
    for (int i = 0; i < M; i++) once[i]++;
  }
  int bad = 0;
  for (int i = 0; i < M; i++) bad += once[i] != 1;
  printf("default split: %s\n", bad ? "BAD" : "ok");
  fails += bad;

  /* A declare target function's taskloop. */
  for (int t = 1; t < 12; t += 5) {
    for (int i = 0; i < M; i++) start[i] = len[i] = -7;
#pragma omp target map(tofrom: start, len) firstprivate(t)
    split_fn(10, 50, t, start, len);
    int lo, hi, nt = tasks_of(40, start, len, &lo, &hi);
    printf("declare target num_tasks(%d): %d tasks %s\n", t, nt, nt == t && hi - lo <= 1 ? "ok" : "BAD");
    fails += nt != t || hi - lo > 1;
  }

  /* target parallel: every thread runs its own taskloop over its row. */
  int rows[4][16], rlen[4][16];
#pragma omp target parallel num_threads(4) map(tofrom: rows, rlen)
  {
    int me = omp_get_thread_num(), mine = -1, k = 0;
#pragma omp taskloop grainsize(strict: 16) firstprivate(mine, k)
    for (int i = 0; i < 16; i++) {
      if (mine < 0) mine = i;
      k++;
      rows[me][i] = mine;
      rlen[me][mine] = k;
    }
  }
  for (int r = 0; r < 4; r++) {
    int lo, hi, nt = tasks_of(16, rows[r], rlen[r], &lo, &hi);
    printf("thread %d: %d task%s\n", r, nt, nt == 1 ? "" : "s");
    fails += nt != 1;
  }

  /* collapse(2): the split is over the 6 x 7 logical iterations. */
  for (int t = 1; t <= 50; t += 7) {
    for (int i = 0; i < M; i++) start[i] = len[i] = -7;
#pragma omp target map(tofrom: start, len) firstprivate(t)
    {
      int mine = -1, k = 0;
#pragma omp taskloop collapse(2) num_tasks(t) firstprivate(mine, k) shared(start, len)
      for (int i = 0; i < 6; i++)
        for (int j = 6; j >= 0; j--) {
          int iv = i * 7 + (6 - j);
          if (mine < 0) mine = iv;
          k++;
          start[iv] = mine;
          len[mine] = k;
        }
    }
    int lo, hi, nt = tasks_of(42, start, len, &lo, &hi);
    int want = t < 42 ? t : 42;
    printf("collapse(2) num_tasks(%d): %d tasks %s\n", t, nt, nt == want && hi - lo <= 1 ? "ok" : "BAD");
    fails += nt != want || hi - lo > 1;
  }

  if (fails) {
    printf("FAIL taskloop_grain (%d)\n", fails);
    return 1;
  }
  printf("PASS taskloop_grain\n");
  return 0;
}
