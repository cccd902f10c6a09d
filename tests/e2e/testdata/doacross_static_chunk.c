/* Doacross loops in target regions with schedule(static, chunk): chunk q
 * of the shared iterations goes to thread q % threads, so every thread's
 * chunks wait for those of the others in turn. Each recurrence reads
 * values that earlier iterations write; a result equals the one computed
 * in order on the host only when every sink waited for its iteration,
 * and each iteration records its thread, checked against the schedule
 * over the team's size (a team of fewer threads than asked for, one in
 * the host fallback, is allowed). */
#include <stdio.h>
#include <omp.h>
#define N 40
#define M 27
#define P 1000003
/* Work that keeps an iteration busy a while, so that the team's other
 * threads run iterations meanwhile (a sink that did not wait would read
 * a value not yet written). */
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 5000; w_++) ; } while (0)

static int a[N][M], want[N][M], who[N], team[2];

int main(void) {
  int fails = 0, ok;

  /* 1: a running sum of 2500 iterations in chunks of 3 over 8 threads:
   * more shared iterations than the ring of their progress has slots. */
  static long s[2500], sw[2500];
  static int sth[2500];
  for (int i = 0; i < 2500; i++) s[i] = sw[i] = (i * 29) % 97;
  for (int i = 1; i < 2500; i++) sw[i] = (sw[i] + 3 * sw[i - 1]) % P;
#pragma omp target parallel for ordered(1) schedule(static, 3) num_threads(8) map(tofrom: s) map(from: sth, team)
  for (int i = 1; i < 2500; i++) {
    BUSY();
#pragma omp ordered depend(sink: i - 1)
    s[i] = (s[i] + 3 * s[i - 1]) % P;
#pragma omp ordered depend(source)
    sth[i] = omp_get_thread_num();
    if (i == 1) team[0] = omp_get_num_threads();
  }
  ok = 1;
  for (int i = 0; i < 2500; i++) ok &= s[i] == sw[i];
  for (int i = 1; i < 2500; i++) ok &= team[0] >= 1 && team[0] <= 8 && sth[i] == (i - 1) / 3 % team[0];
  printf("1: static,3 ordered(1) %d %ld\n", ok, s[2499]);
  fails += !ok;

  /* 2: a wavefront, ordered(2), schedule(static, 2) over rows: row i
   * waits for row i - 1 of another thread, column by column. */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = want[i][j] = (i == 0 || j == 0) ? (i * 3 + j * 7) % 17 + 1 : 0;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) want[i][j] = (3 * want[i - 1][j] + want[i][j - 1] + j) % P;
#pragma omp target parallel for ordered(2) schedule(static, 2) num_threads(6) map(tofrom: a) map(from: who, team)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
      BUSY();
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      a[i][j] = (3 * a[i - 1][j] + a[i][j - 1] + j) % P;
#pragma omp ordered depend(source)
      who[i] = omp_get_thread_num();
      if (i == 1 && j == 1) team[1] = omp_get_num_threads();
    }
  ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= a[i][j] == want[i][j];
  for (int i = 1; i < N; i++) ok &= team[1] >= 1 && team[1] <= 6 && who[i] == (i - 1) / 2 % team[1];
  printf("2: static,2 ordered(2) %d %d\n", ok, a[N - 1][M - 1]);
  fails += !ok;

  /* 3: collapse(2) with chunks of 5 of the collapsed iterations, a
   * decreasing inner loop, and a sink two iterations back in it. */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = want[i][j] = (i + 2 * j) % 9 + 1;
  for (int i = 1; i < N; i++)
    for (int j = M - 3; j >= 0; j--) want[i][j] = (want[i - 1][j] + 2 * want[i][j + 2]) % P;
#pragma omp target parallel for ordered(2) collapse(2) schedule(static, 5) num_threads(7) map(tofrom: a)
  for (int i = 1; i < N; i++)
    for (int j = M - 3; j >= 0; j--) {
      BUSY();
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j + 2)
      a[i][j] = (a[i - 1][j] + 2 * a[i][j + 2]) % P;
#pragma omp ordered depend(source)
    }
  ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= a[i][j] == want[i][j];
  printf("3: static,5 collapse(2) ordered(2) %d %d\n", ok, a[N - 1][0]);
  fails += !ok;

  /* 4: a reduction and a lastprivate item beside the waits, chunks of 4
   * over 5 threads. */
  static long r[700], rw[700];
  long sum = 0, sumw = 0;
  int last = -1;
  for (int i = 0; i < 700; i++) r[i] = rw[i] = i % 13;
  for (int i = 2; i < 700; i++) {
    rw[i] = (rw[i] + rw[i - 2] * 2) % 10007;
    sumw += rw[i];
  }
#pragma omp target parallel for ordered(1) schedule(static, 4) num_threads(5) map(tofrom: r, last) reduction(+: sum) lastprivate(last)
  for (int i = 2; i < 700; i++) {
    BUSY();
#pragma omp ordered depend(sink: i - 2)
    r[i] = (r[i] + r[i - 2] * 2) % 10007;
#pragma omp ordered depend(source)
    sum += r[i];
    last = i * 3;
  }
  ok = sum == sumw && last == 699 * 3;
  for (int i = 0; i < 700; i++) ok &= r[i] == rw[i];
  printf("4: static,4 reduction lastprivate %d %ld %d\n", ok, sum, last);
  fails += !ok;

  if (fails) {
    printf("FAIL doacross_static_chunk (%d)\n", fails);
    return 1;
  }
  printf("PASS doacross_static_chunk\n");
  return 0;
}
