/* generic target regions: code before, between and after nested
 * parallel loops, single / masked / critical after loops, simd loops
 * followed directly by synchronisation constructs. */
#include <omp.h>
#include <stdio.h>
#define N 96

int main(void) {
  double a[N], b[N], tot = 0, mx = 0;
  int stage[4] = {0, 0, 0, 0}, par_seen = 0;
  for (int i = 0; i < N; i++) a[i] = i % 7;
#pragma omp target map(tofrom: a, b, tot, mx, stage, par_seen)
  {
    stage[0] = 1;
#pragma omp parallel for
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    stage[1] = (int)b[N - 1];
#pragma omp parallel for reduction(+: tot) reduction(max: mx)
    for (int i = 0; i < N; i++) { tot += b[i]; if (b[i] > mx) mx = b[i]; }
    stage[2] = (int)tot;
#pragma omp parallel num_threads(4)
    {
      double loc = 0;
#pragma omp simd reduction(+: loc)
      for (int i = 0; i < 8; i++) loc += a[i];
#pragma omp single
      stage[3] = (int)loc;
#pragma omp critical
      par_seen += 1;
#pragma omp barrier
#pragma omp for
      for (int i = 0; i < N; i++) a[i] += 1;
    }
  }
  double as = 0;
  for (int i = 0; i < N; i++) as += a[i];
  printf("tot %.0f mx %.0f stage %d %d %d %d as %.0f seen %d\n", tot, mx, stage[0], stage[1], stage[2], stage[3], as, par_seen >= 1);

  int rows[6][10];
  int tsum = 0;
#pragma omp target teams num_teams(3) map(from: rows) map(tofrom: tsum) reduction(+: tsum)
  {
    int t = omp_get_team_num();
#pragma omp distribute
    for (int r = 0; r < 6; r++) {
      int off = r * 100;
#pragma omp parallel for
      for (int c = 0; c < 10; c++) rows[r][c] = off + c;
      rows[r][0] = -off;
    }
    tsum += t >= 0;
  }
  long rs = 0;
  for (int r = 0; r < 6; r++) for (int c = 0; c < 10; c++) rs += rows[r][c];
  printf("rs %ld tsum %d\n", rs, tsum > 0);
  return 0;
}
