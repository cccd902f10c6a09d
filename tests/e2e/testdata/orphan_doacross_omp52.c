/* Orphaned doacross loops of declare target functions in OpenMP 5.2's
 * spelling: ordered doacross(sink: vec), doacross(source:), the sink
 * omp_cur_iteration - 1 (the iteration just before in the whole nest's
 * order) and doacross(source: omp_cur_iteration). Each result is a
 * recurrence computed again in order on the host. */
#include <stdio.h>
#define N 24
#define M 17
#define P 1000003
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 3000; w_++) ; } while (0)

#pragma omp declare target
long x[N][M];
unsigned long u[200][3];

void prefix(long *a, int n) {
#pragma omp for ordered(1)
  for (int i = 1; i < n; i++) {
    BUSY();
#pragma omp ordered doacross(sink: i - 1)
    a[i] += a[i - 1];
#pragma omp ordered doacross(source:)
  }
}

/* A chain through the whole nest in its order: each iteration waits for
 * the one just before it, whichever row it is in (clang-19 takes the
 * sink as each variable less one, and sometimes prints WRONG here:
 * docs/difftest.md). */
void snake(void) {
#pragma omp for ordered(2) collapse(2) schedule(guided)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      BUSY();
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
      {
        long prev = j > 0 ? x[i][j - 1] : i > 0 ? x[i - 1][M - 1] : 1;
        x[i][j] = (prev * 7 + i * M + j) % P;
      }
#pragma omp ordered doacross(source: omp_cur_iteration)
    }
}

/* An unsigned loop variable, stepping by two, and an inner loop run in
 * order inside each shared iteration (ordered(2), collapse 1). */
void steps(void) {
#pragma omp for ordered(2) schedule(static, 2)
  for (unsigned k = 2; k < 200; k += 2)
    for (int r = 0; r < 3; r++) {
      BUSY();
#pragma omp ordered doacross(sink: k - 2, r) doacross(sink: k, r - 1)
      u[k][r] = (u[k - 2][r] * 3 + (r ? u[k][r - 1] : 0) + k + (unsigned)r) % P;
#pragma omp ordered doacross(source:)
    }
}
#pragma omp end declare target

int main(void) {
  int fails = 0, ok;
  long a[100], want[100];
  for (int i = 0; i < 100; i++) a[i] = want[i] = (i * 13) % 11;
  for (int i = 1; i < 100; i++) want[i] += want[i - 1];
#pragma omp target map(tofrom: a)
#pragma omp parallel num_threads(4)
  prefix(a, 100);
  ok = 1;
  for (int i = 0; i < 100; i++) ok &= a[i] == want[i];
  printf("prefix: %s %ld\n", ok ? "ok" : "WRONG", a[99]);
  fails += !ok;

  static long xw[N][M];
  long prev = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) prev = xw[i][j] = (prev * 7 + i * M + j) % P;
#pragma omp target
#pragma omp parallel num_threads(5)
  snake();
#pragma omp target update from(x)
  ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= x[i][j] == xw[i][j];
  printf("snake: %s %ld\n", ok ? "ok" : "WRONG", x[N - 1][M - 1]);
  fails += !ok;

  static unsigned long uw[200][3];
  for (int i = 0; i < 200; i++)
    for (int r = 0; r < 3; r++) u[i][r] = uw[i][r] = (unsigned long)(i + r) % 5 + 1;
  for (unsigned k = 2; k < 200; k += 2)
    for (int r = 0; r < 3; r++) uw[k][r] = (uw[k - 2][r] * 3 + (r ? uw[k][r - 1] : 0) + k + (unsigned)r) % P;
#pragma omp target update to(u)
#pragma omp target parallel num_threads(7)
  steps();
#pragma omp target update from(u)
  ok = 1;
  for (int i = 0; i < 200; i++)
    for (int r = 0; r < 3; r++) ok &= u[i][r] == uw[i][r];
  printf("steps: %s %lu\n", ok ? "ok" : "WRONG", u[198][2]);
  fails += !ok;

  for (int i = 0; i < 100; i++) a[i] = (i * 13) % 11;
  prefix(a, 100);
  ok = 1;
  for (int i = 0; i < 100; i++) ok &= a[i] == want[i];
  printf("prefix on the host: %s %ld\n", ok ? "ok" : "WRONG", a[99]);
  fails += !ok;

  if (fails) {
    printf("FAIL orphan_doacross_omp52 (%d)\n", fails);
    return 1;
  }
  printf("PASS orphan_doacross_omp52\n");
  return 0;
}
