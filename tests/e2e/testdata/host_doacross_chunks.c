/* Doacross loops of schedule(static, chunk) in host code: chunk q of the
 * iterations of the loops ordered(n) shares (the collapsed ones, or the
 * outermost) runs on thread q % team (OpenMP 5.2, clang-19), not in
 * blocks of consecutive chunks. Each loop records the thread of every
 * shared iteration, printed and checked against the schedule, and
 * computes a recurrence through its sinks, checked against the same
 * recurrence computed in order (a sink that did not wait would read a
 * value not yet written). int, long long and unsigned long long loops
 * (bounds in variables, so that gcc passes them as unsigned long long),
 * increasing and decreasing, chunks that divide the count and chunks
 * that do not, ordered(2) with and without collapse, nowait, a task
 * reduction, the combined parallel for, the unchunked schedule, and a
 * target region whose host fallback runs the same loop. */
#include <omp.h>
#include <stdio.h>

#define MAXN 64
#define P 1000003
/* Work that keeps an iteration busy a while, so that the team's other
 * threads run iterations meanwhile. */
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 3000; w_++) ; } while (0)

static int who[MAXN];
static long a[MAXN][8], want[MAXN][8];

/* Prints the threads of the n shared iterations (in the loop's order)
 * and checks them against chunk (0: balanced blocks) over team threads,
 * and a[0..rows)[0..m) against want. */
static int report(const char *name, int n, int rows, int m, int chunk, int team) {
  int ok = 1;
  long sum = 0;
  printf("%-24s", name);
  for (int q = 0; q < n; q++) {
    int expect;
    if (chunk > 0) {
      expect = (q / chunk) % team;
    } else {
      int small = n / team, extra = n % team, t = 0, start = 0;
      while (q >= start + small + (t < extra)) start += small + (t++ < extra);
      expect = t;
    }
    printf(" %d", who[q]);
    ok &= who[q] == expect;
  }
  for (int q = 0; q < rows; q++)
    for (int j = 0; j < m; j++) {
      ok &= a[q][j] == want[q][j];
      sum = (sum * 31 + a[q][j]) % P;
    }
  printf(" : %ld %s\n", sum, ok ? "ok" : "WRONG");
  for (int q = 0; q < MAXN; q++) {
    who[q] = -1;
    for (int j = 0; j < 8; j++) a[q][j] = 0;
  }
  return !ok;
}

/* want[q][j] for the recurrence over the previous row and column. */
static void grid(int n, int m) {
  for (int q = 0; q < n; q++)
    for (int j = 0; j < m; j++)
      want[q][j] = ((q > 0 ? want[q - 1][j] : 1) * 3 + (j > 0 ? want[q][j - 1] : q) + q * 7 + j) % P;
}

static void orphan(unsigned long long lo, unsigned long long hi) {
#pragma omp for ordered(1) schedule(static, 2)
  for (unsigned long long u = lo; u < hi; u++) {
    int q = (int)(u - lo);
#pragma omp ordered depend(sink: u - 1)
    BUSY();
    a[q][0] = ((q > 0 ? a[q - 1][0] : 1) * 3 + q * 8) % P;
    who[q] = omp_get_thread_num();
#pragma omp ordered depend(source)
  }
}

int main(int argc, char **argv) {
  int fails = 0, team = 0;
  unsigned long long lo = 5 + (unsigned long long)(argc > 99), hi = 30 + (unsigned long long)(argc > 99);
  (void)argv;
  for (int q = 0; q < MAXN; q++) who[q] = -1;

#pragma omp parallel num_threads(4)
  {
#pragma omp single
    {
      team = omp_get_num_threads();
      grid(12, 1);
    }
#pragma omp for ordered(1) schedule(static, 1)
    for (int i = 0; i < 12; i++) {
#pragma omp ordered depend(sink: i - 1)
      BUSY();
      a[i][0] = ((i > 0 ? a[i - 1][0] : 1) * 3 + i * 8) % P;
      who[i] = omp_get_thread_num();
#pragma omp ordered depend(source)
    }
#pragma omp single
    {
      fails |= report("int chunk 1", 12, 12, 1, 1, team);
      grid(23, 1);
    }
#pragma omp for ordered(1) schedule(static, 3)
    for (int i = 22; i >= 0; i--) {
      int q = 22 - i;
#pragma omp ordered depend(sink: i + 1)
      BUSY();
      a[q][0] = ((q > 0 ? a[q - 1][0] : 1) * 3 + q * 8) % P;
      who[q] = omp_get_thread_num();
#pragma omp ordered depend(source)
    }
#pragma omp single
    {
      fails |= report("int down chunk 3 of 23", 23, 23, 1, 3, team);
      grid(10, 6);
    }
#pragma omp for ordered(2) schedule(static, 2)
    for (int i = 0; i < 10; i++)
      for (int j = 0; j < 6; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
        BUSY();
        a[i][j] = ((i > 0 ? a[i - 1][j] : 1) * 3 + (j > 0 ? a[i][j - 1] : i) + i * 7 + j) % P;
        who[i] = omp_get_thread_num();
#pragma omp ordered depend(source)
      }
#pragma omp single
    {
      fails |= report("ordered(2) chunk 2", 10, 10, 6, 2, team);
      grid(5, 7);
    }
#pragma omp for ordered(2) collapse(2) schedule(static, 3)
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 7; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
        BUSY();
        a[i][j] = ((i > 0 ? a[i - 1][j] : 1) * 3 + (j > 0 ? a[i][j - 1] : i) + i * 7 + j) % P;
        who[i * 7 + j] = omp_get_thread_num();
#pragma omp ordered depend(source)
      }
#pragma omp single
    {
      fails |= report("collapse(2) chunk 3", 35, 5, 7, 3, team);
      grid(14, 1);
    }
#pragma omp for ordered(1) schedule(static, 2) nowait
    for (long long l = -20; l < 22; l += 3) {
      int q = (int)((l + 20) / 3);
#pragma omp ordered depend(sink: l - 3)
      BUSY();
      a[q][0] = ((q > 0 ? a[q - 1][0] : 1) * 3 + q * 8) % P;
      who[q] = omp_get_thread_num();
#pragma omp ordered depend(source)
    }
#pragma omp barrier
#pragma omp single
    {
      fails |= report("long long nowait", 14, 14, 1, 2, team);
      grid(25, 1);
    }
    orphan(lo, hi);
#pragma omp single
    {
      fails |= report("orphaned ull chunk 2", 25, 25, 1, 2, team);
      grid(10, 1);
    }
#pragma omp for ordered(1) schedule(static)
    for (int i = 0; i < 10; i++) {
#pragma omp ordered depend(sink: i - 1)
      BUSY();
      a[i][0] = ((i > 0 ? a[i - 1][0] : 1) * 3 + i * 8) % P;
      who[i] = omp_get_thread_num();
#pragma omp ordered depend(source)
    }
#pragma omp single
    fails |= report("int unchunked", 10, 10, 1, 0, team);
  }

  /* A task reduction on the loop: gcc starts it with GOMP_loop_doacross_start. */
  int red = 0;
  grid(14, 1);
#pragma omp parallel num_threads(4) shared(red)
  {
#pragma omp for ordered(1) schedule(static, 2) reduction(task, +: red)
    for (int i = 0; i < 14; i++) {
#pragma omp task in_reduction(+: red)
      red += i;
#pragma omp ordered depend(sink: i - 1)
      BUSY();
      a[i][0] = ((i > 0 ? a[i - 1][0] : 1) * 3 + i * 8) % P;
      who[i] = omp_get_thread_num();
#pragma omp ordered depend(source)
    }
  }
  printf("task reduction %d\n", red);
  fails |= red != 14 * 13 / 2;
  fails |= report("task reduction", 14, 14, 1, 2, 4);

  grid(20, 1);
#pragma omp parallel for ordered(1) schedule(static, 2) num_threads(3)
  for (int i = 20; i > 0; i--) {
    int q = 20 - i;
#pragma omp ordered depend(sink: i + 1)
    BUSY();
    a[q][0] = ((q > 0 ? a[q - 1][0] : 1) * 3 + q * 8) % P;
    who[q] = omp_get_thread_num();
#pragma omp ordered depend(source)
  }
  fails |= report("parallel for chunk 2", 20, 20, 1, 2, 3);

  long ta[16];
  int tw[16], tteam = 0;
  grid(16, 1);
#pragma omp target map(from: ta, tw, tteam)
#pragma omp parallel for ordered(1) schedule(static, 3) num_threads(4)
  for (int i = 0; i < 16; i++) {
#pragma omp ordered depend(sink: i - 1)
    BUSY();
    ta[i] = ((i > 0 ? ta[i - 1] : 1) * 3 + i * 8) % P;
    tw[i] = omp_get_thread_num();
    if (i == 0) tteam = omp_get_num_threads();
#pragma omp ordered depend(source)
  }
  for (int i = 0; i < 16; i++) {
    a[i][0] = ta[i];
    who[i] = tw[i];
  }
  fails |= report("target parallel for", 16, 16, 1, 3, tteam);

  if (fails) {
    printf("FAIL host_doacross_chunks\n");
    return 1;
  }
  printf("PASS host_doacross_chunks\n");
  return 0;
}
