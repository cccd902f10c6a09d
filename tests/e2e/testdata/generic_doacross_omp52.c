/* Doacross loops in OpenMP 5.2's spelling in the code of target regions:
 * a parallel loop beside other code and the worksharing loop of a
 * parallel region with code around it. The host fallback, which keeps
 * the loop constructs, gets them in the depend spelling. Each result is
 * a recurrence computed again in order. */
#include <stdio.h>
#define N 30
#define M 19
#define P 1000003
#define BUSY() do { volatile int w_; for (w_ = 0; w_ < 3000; w_++) ; } while (0)

static long w[N][M], ww[N][M];

int main(void) {
  int fails = 0, ok;
  long a[300], want[300];
  int marks = 0;
  for (int i = 0; i < 300; i++) a[i] = want[i] = (i * 17) % 13;
  for (int i = 1; i < 300; i++) want[i] = (want[i] * 2 + want[i - 1]) % P;
#pragma omp target map(tofrom: a, marks)
  {
    marks = 1;
#pragma omp parallel for ordered(1) schedule(dynamic, 4) num_threads(6)
    for (int i = 1; i < 300; i++) {
      BUSY();
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
      a[i] = (a[i] * 2 + a[i - 1]) % P;
#pragma omp ordered doacross(source: omp_cur_iteration)
    }
    marks += 2;
  }
  ok = marks == 3;
  for (int i = 0; i < 300; i++) ok &= a[i] == want[i];
  printf("beside code: %s %ld\n", ok ? "ok" : "WRONG", a[299]);
  fails += !ok;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) w[i][j] = ww[i][j] = (i == 0 || j == 0) ? (i * 3 + j * 7) % 11 + 1 : 0;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) ww[i][j] = (ww[i - 1][j] * 3 + ww[i][j - 1] + 1) % P;
  int seen = 0;
#pragma omp target map(tofrom: w, seen)
#pragma omp parallel num_threads(4)
  {
#pragma omp atomic
    seen++;
#pragma omp for ordered(2)
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++) {
        BUSY();
#pragma omp ordered doacross(sink: i - 1, j) doacross(sink: i, j - 1)
        w[i][j] = (w[i - 1][j] * 3 + w[i][j - 1] + 1) % P;
#pragma omp ordered doacross(source:)
      }
  }
  ok = seen >= 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= w[i][j] == ww[i][j];
  printf("parallel region: %s %ld\n", ok ? "ok" : "WRONG", w[N - 1][M - 1]);
  fails += !ok;

  if (fails) {
    printf("FAIL generic_doacross_omp52 (%d)\n", fails);
    return 1;
  }
  printf("PASS generic_doacross_omp52\n");
  return 0;
}
