/* code between target, teams, distribute and parallel for levels:
 * per-team locals, team-shared arrays, firstprivate / private at each
 * level. */
#include <omp.h>
#include <stdio.h>
#define NT 4
#define N 64

int main(void) {
  int out[N], tsum[NT];
  int base = 7;
  for (int t = 0; t < NT; t++) tsum[t] = 0;
#pragma omp target teams num_teams(NT) map(from: out) map(tofrom: tsum) firstprivate(base)
  {
    int team = omp_get_team_num();
    int local = base * 10 + team;
    base += 1;
#pragma omp distribute
    for (int i = 0; i < N; i++) {
      int blk = i / 4;
      int acc = 0;
#pragma omp parallel for reduction(+: acc) firstprivate(blk)
      for (int j = 0; j < 4; j++) acc += blk + j + base;
      out[i] = acc + (local - team);
    }
    tsum[team] = local;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("s %ld out0 %d out63 %d base %d\n", s, out[0], out[N - 1], base);

  int res[N];
  int k = 3;
int twice = k * 2;
#pragma omp target map(from: res) firstprivate(k)
  {
#pragma omp teams distribute parallel for firstprivate(twice) num_teams(2)
    for (int i = 0; i < N; i++) {
      int w = twice + k;
      res[i] = i * w;
    }
  }
  long r = 0;
  for (int i = 0; i < N; i++) r += res[i];
  printf("r %ld\n", r);

  int m[8][8];
  int pv = 100;
#pragma omp target teams distribute map(from: m) private(pv) num_teams(3)
  for (int i = 0; i < 8; i++) {
    pv = i * 2;
    int row = pv + 1;
#pragma omp parallel for firstprivate(row) num_threads(4)
    for (int j = 0; j < 8; j++) {
      int r2 = row + j;
      row = r2 - j;
      m[i][j] = r2;
    }
  }
  long ms = 0;
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) ms += m[i][j] * (j + 1);
  printf("ms %ld pv %d\n", ms, pv);
  return 0;
}
