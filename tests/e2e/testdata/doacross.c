/* Doacross loops in target regions: ordered(n) loops whose iterations
 * wait for earlier ones (ordered depend(sink: ...)) and post their own
 * (ordered depend(source)). Each recurrence reads values that earlier
 * iterations write, so a result equals the one computed in order on the
 * host only when every sink waited for its iteration. */
#include <stdio.h>
#include <omp.h>
#define N 48
#define M 37
#define P 1000003

static int a[N][M], b[N][M], want[N][M];

static void seed(int (*x)[M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) x[i][j] = (i == 0 || j == 0) ? (i * 7 + j * 3) % 11 + 1 : 0;
}

static int same(int (*x)[M], int (*y)[M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (x[i][j] != y[i][j]) return 0;
  return 1;
}

int main(void) {
  int fails = 0;

  /* 1: a wavefront, ordered(2): the outer loop is shared out, the inner
   * one runs in order in each of its iterations. */
  seed(a);
  seed(want);
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) want[i][j] = (want[i - 1][j] + 2 * want[i][j - 1] + 1) % P;
#pragma omp target parallel for ordered(2) num_threads(16) map(tofrom: a)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      a[i][j] = (a[i - 1][j] + 2 * a[i][j - 1] + 1) % P;
#pragma omp ordered depend(source)
    }
  int ok = same(a, want);
  printf("1: wavefront ordered(2) %d %d\n", ok, a[N - 1][M - 1]);
  fails += !ok;

  /* 2: the same nest collapsed, both levels shared out, and a sink that
   * leaves the iteration space (j + 1 past the last column: ignored). */
  seed(b);
  seed(want);
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++)
      want[i][j] = (want[i - 1][j] + want[i][j - 1] + (j + 1 < M ? want[i - 1][j + 1] : 5)) % P;
#pragma omp target parallel for ordered(2) collapse(2) num_threads(64) map(tofrom: b)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
#pragma omp ordered depend(sink: i - 1, j + 1) depend(sink: i - 1, j) depend(sink: i, j - 1)
      b[i][j] = (b[i - 1][j] + b[i][j - 1] + (j + 1 < M ? b[i - 1][j + 1] : 5)) % P;
#pragma omp ordered depend(source)
    }
  ok = same(b, want);
  printf("2: collapsed ordered(2) %d %d\n", ok, b[N - 1][M - 1]);
  fails += !ok;

  /* 3: a running sum over a decreasing loop with step -3: iteration i
   * waits for i + 3, the one before it. */
  long s[300], t[300];
  for (int i = 0; i < 300; i++) s[i] = t[i] = (i * 13) % 17;
  for (int i = 296; i >= 2; i -= 3) t[i] += t[i + 3 <= 299 ? i + 3 : i] * (i + 3 <= 299);
#pragma omp target parallel for ordered(1) num_threads(32) map(tofrom: s)
  for (int i = 296; i >= 2; i -= 3) {
    long v = s[i];
#pragma omp ordered depend(sink: i + 3)
    v += s[i + 3 <= 299 ? i + 3 : i] * (i + 3 <= 299);
    s[i] = v;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = 0; i < 300; i++) ok &= s[i] == t[i];
  printf("3: decreasing ordered(1) %d %ld\n", ok, s[2]);
  fails += !ok;

  /* 4: target, then the loop construct on its own line (the host
   * fallback keeps it a host doacross loop). */
  long f[90], g[90];
  for (int i = 0; i < 90; i++) f[i] = g[i] = i % 5 + 1;
  for (int i = 1; i < 90; i++) g[i] = g[i] * 3 + g[i - 1] % 1000;
#pragma omp target map(tofrom: f)
#pragma omp parallel for ordered(1) num_threads(8)
  for (int i = 1; i < 90; i++) {
#pragma omp ordered depend(sink: i - 1)
    f[i] = f[i] * 3 + f[i - 1] % 1000;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = 0; i < 90; i++) ok &= f[i] == g[i];
  printf("4: separate loop line ordered(1) %d %ld\n", ok, f[89]);
  fails += !ok;

  /* 5: an unsigned loop variable (the sink u - 1 of u = 0 lies outside
   * the iteration space: ignored). */
  unsigned long long h[70], r[70];
  for (int i = 0; i < 70; i++) h[i] = r[i] = i % 4 + 2;
  for (unsigned u = 1; u < 70; u++) r[u] = (r[u] * 5 + r[u - 1]) % 100003;
#pragma omp target parallel for ordered(1) num_threads(24) map(tofrom: h)
  for (unsigned u = 0; u < 70; u++) {
#pragma omp ordered depend(sink: u - 1)
    if (u > 0) h[u] = (h[u] * 5 + h[u - 1]) % 100003;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = 0; i < 70; i++) ok &= h[i] == r[i];
  printf("5: unsigned ordered(1) %d %llu\n", ok, h[69]);
  fails += !ok;

  /* 6: ordered(3), collapse(2): a three-level recurrence. */
  static int c[12][10][9], cw[12][10][9];
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 9; k++) c[i][j][k] = cw[i][j][k] = (i + 2 * j + 3 * k) % 7;
  for (int i = 1; i < 12; i++)
    for (int j = 1; j < 10; j++)
      for (int k = 1; k < 9; k++) cw[i][j][k] = (cw[i - 1][j][k] + cw[i][j - 1][k] + cw[i][j][k - 1] + k) % 10007;
#pragma omp target parallel for ordered(3) collapse(2) num_threads(32) map(tofrom: c)
  for (int i = 1; i < 12; i++)
    for (int j = 1; j < 10; j++)
      for (int k = 1; k < 9; k++) {
#pragma omp ordered depend(sink: i - 1, j, k) depend(sink: i, j - 1, k) depend(sink: i, j, k - 1)
        c[i][j][k] = (c[i - 1][j][k] + c[i][j - 1][k] + c[i][j][k - 1] + k) % 10007;
#pragma omp ordered depend(source)
      }
  ok = 1;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 9; k++) ok &= c[i][j][k] == cw[i][j][k];
  printf("6: ordered(3) collapse(2) %d %d\n", ok, c[11][9][8]);
  fails += !ok;

  /* 7: a for loop that is all of a target parallel region. */
  seed(a);
  seed(want);
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) want[i][j] = (5 * want[i - 1][j] + want[i][j - 1]) % P;
#pragma omp target parallel num_threads(20) map(tofrom: a)
  {
#pragma omp for ordered(2)
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
        a[i][j] = (5 * a[i - 1][j] + a[i][j - 1]) % P;
#pragma omp ordered depend(source)
      }
  }
  ok = same(a, want);
  printf("7: for in target parallel %d %d\n", ok, a[N - 1][M - 1]);
  fails += !ok;

  /* 8: a doacross loop of host code, outside any target region: the
   * host compiler's. */
  long q[120], qw[120];
  for (int i = 0; i < 120; i++) q[i] = qw[i] = i % 9;
  for (int i = 2; i < 120; i++) qw[i] = (qw[i] + 2 * qw[i - 2]) % 99991;
#pragma omp parallel for ordered(1) num_threads(4)
  for (int i = 2; i < 120; i++) {
#pragma omp ordered depend(sink: i - 2)
    q[i] = (q[i] + 2 * q[i - 2]) % 99991;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = 0; i < 120; i++) ok &= q[i] == qw[i];
  printf("8: host ordered(1) %d %ld\n", ok, q[119]);
  fails += !ok;

  if (fails) {
    printf("FAIL doacross (%d)\n", fails);
    return 1;
  }
  printf("PASS doacross\n");
  return 0;
}
