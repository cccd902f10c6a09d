/* A loop construct without bind in the body of a loop or worksharing
 * loop: not nested in a teams or parallel region, the thread running
 * the enclosing iteration runs its loop (reduction, lastprivate,
 * private and collapse as on bind(thread)). */
#include <stdio.h>
#define N 40
#define M 50

int main(void) {
  int g[N][M], lj[N];
  long rs[N], tot = 0;
#pragma omp target teams loop map(from: g, rs, lj) reduction(+: tot)
  for (int i = 0; i < N; i++) {
    long r = 0;
    int j;
#pragma omp loop reduction(+: r) lastprivate(j)
    for (j = 0; j < M; j++) { g[i][j] = i * j; r += i * j; }
    rs[i] = r;
    lj[i] = j;
    tot += r;
  }
  double cube[N][4][5];
  int t = -1;
#pragma omp target parallel for map(from: cube)
  for (int i = 0; i < N; i++) {
#pragma omp loop collapse(2)
    for (int a = 0; a < 4; a++)
      for (int b = 0; b < 5; b++) cube[i][a][b] = i + 0.5 * (a * 5 + b);
  }
  long cnt = 0;
#pragma omp target map(tofrom: cnt, t)
  {
#pragma omp parallel for reduction(+: cnt)
    for (int i = 0; i < N; i++) {
      long c = 0;
#pragma omp loop reduction(+: c) private(t)
      for (int j = 0; j <= i; j++) { t = j % 3; c += t == 0; }
      cnt += c;
    }
  }
  long e = 0, ec = 0;
  int errors = 0;
  for (int i = 0; i < N; i++) {
    long r = 0;
    for (int j = 0; j < M; j++) { r += i * j; errors += g[i][j] != i * j; }
    errors += rs[i] != r || lj[i] != M;
    e += r;
    for (int a = 0; a < 4; a++)
      for (int b = 0; b < 5; b++) errors += cube[i][a][b] != i + 0.5 * (a * 5 + b);
    for (int j = 0; j <= i; j++) ec += j % 3 == 0;
  }
  errors += tot != e || cnt != ec || t != -1;
  printf("tot=%ld cnt=%ld lj=%d cube=%g t=%d\n", tot, cnt, lj[7], cube[3][2][4], t);
  printf("%s loop_in_loop\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
