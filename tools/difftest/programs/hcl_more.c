/* Written by hand for tools/difftest -file: scope, sections and single
 * forms in target regions, distribute simd with lastprivate, loop with
 * collapse and private, teams reductions of every level. */
#include <stdio.h>
#include <omp.h>

#define N 60

int main(void) {
  int a[N], sc = 0, pv = -1, sec = 0, fp = 3, single_seen = 0;
  for (int i = 0; i < N; i++) a[i] = (i * 17) % 23;
#pragma omp target parallel num_threads(4) map(to: a) map(tofrom: sc, sec, single_seen, fp)
  {
#pragma omp for reduction(+: sc) private(pv)
    for (int t = 0; t < 4; t++) {
      pv = omp_get_thread_num();
      sc += 1 + (pv >= 0);
    }
#pragma omp sections reduction(+: sec) firstprivate(fp)
    {
#pragma omp section
      sec += fp * 1;
#pragma omp section
      sec += fp * 10;
    }
#pragma omp single firstprivate(fp) nowait
    { fp += 1; single_seen += fp; }
  }
  printf("scope sc %d sec %d single %d\n", sc, sec, single_seen);

  int b[N] = {0}, last = -1, lj = -1;
#pragma omp target teams num_teams(2) map(tofrom: b, last)
#pragma omp distribute simd lastprivate(last)
  for (int i = 0; i < N; i++) { b[i] = a[i] * 2; last = b[i] + i; }
  int g[5][12] = {{0}};
  int tmp = 0;
#pragma omp target teams loop collapse(2) private(tmp) map(tofrom: g)
  for (int i = 0; i < 5; i++)
    for (int j = 11; j >= 0; j -= 1) { tmp = i * j; g[i][j] = tmp + 1; }
  long h = 0;
  for (int i = 0; i < 5; i++) for (int j = 0; j < 12; j++) h = h * 7 + g[i][j];
  for (int i = 0; i < N; i++) h = h * 3 + b[i];
  printf("dsimd last %d h %ld\n", last, h);

  double fs = 0.5, fm = 1.0;
  float fmin = 100.0f;
  int im = 1;
#pragma omp target teams distribute num_teams(2) reduction(+: fs) reduction(*: fm) reduction(min: fmin) reduction(*: im) map(to: a)
  for (int i = 0; i < N; i++) {
    fs += a[i] * 0.25;
    if (i % 15 == 0) { fm *= 2.0; im *= -2; }
    if (a[i] - 10.5f < fmin) fmin = a[i] - 10.5f;
  }
  printf("teams fs %g fm %g fmin %g im %d\n", fs, fm, fmin, im);

  int pl = 0, pls[N] = {0};
#pragma omp target teams num_teams(1) map(tofrom: pl, pls)
#pragma omp parallel sections num_threads(2) lastprivate(pl)
  {
#pragma omp section
    { pl = 1; pls[0] = 1; }
#pragma omp section
    { pl = 2; pls[1] = 2; }
  }
  int ws = 0, j = -1;
#pragma omp target parallel num_threads(3) map(tofrom: ws, lj, j)
  {
#pragma omp for lastprivate(j) reduction(+: ws) schedule(guided)
    for (j = 0; j < 25; j += 4) ws += j;
#pragma omp single
    lj = j;
  }
  printf("psections pl %d %d %d ws %d lj %d\n", pl, pls[0], pls[1], ws, lj);
  return 0;
}
