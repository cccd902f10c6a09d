/* Doacross loops of dynamic and guided schedules against clang-19:
 * tests/e2e/testdata/doacross_dynamic.c without its collapsed nest,
 * whose sink leaves the iteration space past its end (clang-19 waits
 * for ever there, docs/difftest.md), and without its chain through
 * omp_cur_iteration - 1 (which clang-19 takes as every loop variable
 * less one). */
#include <stdio.h>
#include <omp.h>
#define N 44
#define M 29
#define P 1000003
/* Work that keeps an iteration busy a while, so that the team's other
 * threads run iterations meanwhile (a sink that did not wait would read
 * a value not yet written). */
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 5000; w_++) ; } while (0)

static int a[N][M], want[N][M];

static void seed(int (*x)[M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) x[i][j] = (i == 0 || j == 0) ? (i * 5 + j * 3) % 13 + 1 : 0;
}

static int same(int (*x)[M], int (*y)[M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (x[i][j] != y[i][j]) return 0;
  return 1;
}

int main(void) {
  int fails = 0, ok;

  /* 1: a wavefront, ordered(2), schedule(dynamic, 3): the outer loop's
   * chunks of three rows come from the team's counter. */
  seed(a);
  seed(want);
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) want[i][j] = (want[i - 1][j] + 2 * want[i][j - 1] + 1) % P;
#pragma omp target parallel for ordered(2) schedule(dynamic, 3) num_threads(16) map(tofrom: a)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
      BUSY();
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      a[i][j] = (a[i - 1][j] + 2 * a[i][j - 1] + 1) % P;
#pragma omp ordered depend(source)
    }
  ok = same(a, want);
  printf("1: dynamic,3 ordered(2) %d %d\n", ok, a[N - 1][M - 1]);
  fails += !ok;

  /* 2: a running sum of 3000 iterations, schedule(guided): more shared
   * iterations than the ring of their progress has slots. */
  static long s[3000], sw[3000];
  for (int i = 0; i < 3000; i++) s[i] = sw[i] = (i * 37) % 101;
  for (int i = 1; i < 3000; i++) sw[i] = (sw[i] + sw[i - 1]) % P;
#pragma omp target parallel for ordered(1) schedule(guided) num_threads(64) map(tofrom: s)
  for (int i = 1; i < 3000; i++) {
    BUSY();
#pragma omp ordered depend(sink: i - 1)
    s[i] = (s[i] + s[i - 1]) % P;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = 0; i < 3000; i++) ok &= s[i] == sw[i];
  printf("2: guided ordered(1) %d %ld\n", ok, s[2999]);
  fails += !ok;

  /* 4: a decreasing loop with step -2, schedule(monotonic: dynamic, 5):
   * iteration i waits for i + 4, two before it, and leaves the rest of
   * its body with continue after it posted in some iterations. */
  long t[500], tw[500], u[500];
  for (int i = 0; i < 500; i++) t[i] = tw[i] = i % 9 + 1;
  for (int i = 494; i >= 0; i -= 2) tw[i] = (tw[i] * 3 + tw[i + 4]) % P;
#pragma omp target parallel for ordered(1) schedule(monotonic: dynamic, 5) num_threads(12) map(tofrom: t) map(from: u)
  for (int i = 494; i >= 0; i -= 2) {
    BUSY();
#pragma omp ordered depend(sink: i + 4)
    t[i] = (t[i] * 3 + t[i + 4]) % P;
#pragma omp ordered depend(source)
    u[i] = 0;
    if (i % 6 == 0) continue;
    u[i] = 1;
  }
  ok = 1;
  for (int i = 0; i < 500; i++) ok &= t[i] == tw[i] && (i % 2 || i > 494 || u[i] == (i % 6 != 0));
  printf("4: decreasing dynamic,5 with continue %d %ld\n", ok, t[2]);
  fails += !ok;

  /* 5: ordered(3), collapse(2), schedule(guided, 4): a three-level
   * recurrence whose innermost loop runs in order in each shared
   * iteration. */
  static int c[11][9][8], cw[11][9][8];
  for (int i = 0; i < 11; i++)
    for (int j = 0; j < 9; j++)
      for (int k = 0; k < 8; k++) c[i][j][k] = cw[i][j][k] = (2 * i + j + 3 * k) % 5;
  for (int i = 1; i < 11; i++)
    for (int j = 1; j < 9; j++)
      for (int k = 1; k < 8; k++) cw[i][j][k] = (cw[i - 1][j][k] + 2 * cw[i][j - 1][k] + cw[i][j][k - 1] + j) % 10007;
#pragma omp target parallel for ordered(3) collapse(2) schedule(guided, 4) num_threads(24) map(tofrom: c)
  for (int i = 1; i < 11; i++)
    for (int j = 1; j < 9; j++)
      for (int k = 1; k < 8; k++) {
        BUSY();
#pragma omp ordered depend(sink: i - 1, j, k) depend(sink: i, j - 1, k) depend(sink: i, j, k - 1)
        c[i][j][k] = (c[i - 1][j][k] + 2 * c[i][j - 1][k] + c[i][j][k - 1] + j) % 10007;
#pragma omp ordered depend(source)
      }
  ok = 1;
  for (int i = 0; i < 11; i++)
    for (int j = 0; j < 9; j++)
      for (int k = 0; k < 8; k++) ok &= c[i][j][k] == cw[i][j][k];
  printf("5: guided,4 ordered(3) collapse(2) %d %d\n", ok, c[10][8][7]);
  fails += !ok;

  /* 6: target, then the loop construct on its own line with
   * schedule(dynamic, 2) (the host fallback keeps it a host doacross
   * loop), and every thread counts the iterations it ran. */
  long f[90], g[90];
  int ran = 0;
  for (int i = 0; i < 90; i++) f[i] = g[i] = i % 5 + 1;
  for (int i = 1; i < 90; i++) g[i] = g[i] * 3 + g[i - 1] % 1000;
#pragma omp target map(tofrom: f, ran)
#pragma omp parallel for ordered(1) schedule(dynamic, 2) num_threads(8) reduction(+: ran)
  for (int i = 1; i < 90; i++) {
    BUSY();
#pragma omp ordered depend(sink: i - 1)
    f[i] = f[i] * 3 + f[i - 1] % 1000;
#pragma omp ordered depend(source)
    ran++;
  }
  ok = ran == 89;
  for (int i = 0; i < 90; i++) ok &= f[i] == g[i];
  printf("6: separate loop line dynamic,2 %d %ld %d\n", ok, f[89], ran);
  fails += !ok;

  if (fails) {
    printf("FAIL doacross_dynamic_clang (%d)\n", fails);
    return 1;
  }
  printf("PASS doacross_dynamic_clang\n");
  return 0;
}
