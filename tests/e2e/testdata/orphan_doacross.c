/* Doacross loops orphaned in declare target functions: '#pragma omp for
 * ordered(n)' binds to the team of the caller, whose threads wait for
 * the iterations the sinks name. Each recurrence reads what earlier
 * iterations wrote, so a result equals the one computed in order only
 * when every sink waited. Called from a parallel region of a target
 * region, from target parallel, from a plain target region (a team of
 * one), twice in a row, and from the host. */
#include <stdio.h>
#include <omp.h>
#define N 40
#define M 23
#define L 2500
#define P 1000003
/* Keeps an iteration busy, so that the other threads run meanwhile. */
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 3000; w_++) ; } while (0)

#pragma omp declare target
long run[L];
int grid[N][M];
long total;

/* A running sum, depend spelling, the default schedule. */
void prefix(int *a, int n) {
#pragma omp for ordered(1)
  for (int i = 1; i < n; i++) {
    BUSY();
#pragma omp ordered depend(sink: i - 1)
    a[i] += a[i - 1];
#pragma omp ordered depend(source)
  }
}

/* A wavefront over two loops, ordered(2), static blocks of rows. */
void wave(void) {
#pragma omp for ordered(2) schedule(static)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
      BUSY();
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      grid[i][j] = (grid[i - 1][j] + 2 * grid[i][j - 1] + 1) % P;
#pragma omp ordered depend(source)
    }
}

/* More shared iterations than the ring has slots, dynamic chunks, a
 * reduction beside, nowait (the caller meets at a barrier). */
void chain(int step) {
#pragma omp for ordered(1) schedule(dynamic, 3) reduction(+: total) nowait
  for (int i = 1; i < L; i++) {
    if (i % 97 == 0) BUSY();
#pragma omp ordered depend(sink: i - 1)
    run[i] = (run[i - 1] * 3 + i + step) % P;
    total += run[i] % 7;
#pragma omp ordered depend(source)
  }
}
#pragma omp end declare target

static int fails;

static void report(const char *what, int ok, long v) {
  printf("%s: %s %ld\n", what, ok ? "ok" : "WRONG", v);
  fails += !ok;
}

static void seed(int (*g)[M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) g[i][j] = (i == 0 || j == 0) ? (i * 5 + j * 3) % 13 + 1 : 0;
}

int main(void) {
  int a[64], want[64];
  for (int i = 0; i < 64; i++) a[i] = want[i] = i;
  for (int i = 1; i < 64; i++) want[i] += want[i - 1];
#pragma omp target map(tofrom: a)
#pragma omp parallel num_threads(4)
  prefix(a, 64);
  int ok = 1;
  for (int i = 0; i < 64; i++) ok &= a[i] == want[i];
  report("prefix, parallel in target", ok, (long)a[63]);

  for (int i = 0; i < 64; i++) a[i] = i;
#pragma omp target map(tofrom: a)
  prefix(a, 64);
  ok = 1;
  for (int i = 0; i < 64; i++) ok &= a[i] == want[i];
  report("prefix, team of one", ok, (long)a[63]);

  for (int i = 0; i < 64; i++) a[i] = i;
  prefix(a, 64);
  ok = 1;
  for (int i = 0; i < 64; i++) ok &= a[i] == want[i];
  report("prefix, host", ok, (long)a[63]);

  static int gw[N][M];
  seed(grid);
  seed(gw);
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) gw[i][j] = (gw[i - 1][j] + 2 * gw[i][j - 1] + 1) % P;
#pragma omp target update to(grid)
#pragma omp target parallel num_threads(6)
  wave();
#pragma omp target update from(grid)
  ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= grid[i][j] == gw[i][j];
  report("wavefront, target parallel", ok, (long)grid[N - 1][M - 1]);

  static long rw[L];
  long tw = 0;
  rw[0] = 5;
  for (int i = 1; i < L; i++) {
    rw[i] = (rw[i - 1] * 3 + i + 1) % P;
    tw += rw[i] % 7;
  }
  for (int i = 1; i < L; i++) {
    rw[i] = (rw[i - 1] * 3 + i + 2) % P;
    tw += rw[i] % 7;
  }
  run[0] = 5;
  total = 0;
#pragma omp target update to(run, total)
#pragma omp target
  {
#pragma omp parallel num_threads(8)
    {
      chain(1);
#pragma omp barrier
      chain(2);
    }
  }
#pragma omp target update from(run, total)
  ok = total == tw;
  for (int i = 0; i < L; i++) ok &= run[i] == rw[i];
  report("ring, twice", ok, total);

  if (fails) {
    printf("FAIL orphan_doacross (%d)\n", fails);
    return 1;
  }
  printf("PASS orphan_doacross\n");
  return 0;
}
