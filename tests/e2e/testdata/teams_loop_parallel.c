/* target teams loop whose body holds parallel constructs: the teams'
 * initial threads run the iterations (as a distribute loop) and each
 * parallel construct forks the team's threads. */
#include <stdio.h>
#define N 40
#define M 50

int main(void) {
  int g[N][M];
  long rs[N], tot = 0;
  int i;
#pragma omp target teams loop map(from: g, rs) map(tofrom: i) reduction(+: tot) lastprivate(i) num_teams(4)
  for (i = 0; i < N; i++) {
    long r = 0;
#pragma omp parallel for reduction(+: r)
    for (int j = 0; j < M; j++) { g[i][j] = i * j; r += i * j; }
    rs[i] = r;
    tot += r;
  }
  double c[6][8][10];
  int tmp = -7;
#pragma omp target teams loop collapse(2) private(tmp) map(from: c)
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 8; b++) {
      tmp = a * 8 + b;
#pragma omp parallel num_threads(4)
      {
#pragma omp for
        for (int k = 0; k < 10; k++) c[a][b][k] = tmp + 0.5 * k;
      }
    }
  long e = 0;
  int errors = 0;
  for (int x = 0; x < N; x++) {
    long r = 0;
    for (int j = 0; j < M; j++) { r += x * j; errors += g[x][j] != x * j; }
    errors += rs[x] != r;
    e += r;
  }
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 8; b++)
      for (int k = 0; k < 10; k++) errors += c[a][b][k] != a * 8 + b + 0.5 * k;
  errors += tot != e || i != N || tmp != -7;
  printf("tot=%ld i=%d c=%g tmp=%d\n", tot, i, c[5][7][9], tmp);
  printf("%s teams_loop_parallel\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
