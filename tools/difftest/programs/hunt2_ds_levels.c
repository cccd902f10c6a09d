/* Written by hand for tools/difftest -file (docs/difftest.md): firstprivate arrays and structs modified in a target region, lastprivate on a combined construct, firstprivate at teams and again at parallel, default(none) and default(private) on parallel in target, declare target globals written in regions, lastprivate loop variables of distribute and of a nested parallel for. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
typedef struct { int a; double b[3]; } S;
int gthr = 7;
#pragma omp declare target to(gthr)
int main(void) {
  int n = 64;
  int x[64], y[64];
  S s = {1, {1.5, 2.5, 3.5}};
  int arr[4] = {1, 2, 3, 4};
  int fp = 10, lp = -1, lp2 = -1;
  S lps = {0, {0, 0, 0}};
  int lpa[3] = {0, 0, 0};
  for (int i = 0; i < n; i++) { x[i] = i; y[i] = 0; }
  /* firstprivate arrays and structs on target, modified in region */
#pragma omp target firstprivate(arr, s, fp) map(tofrom: y)
  {
    arr[0] += 100; s.a += 5; s.b[1] *= 2; fp++;
    y[0] = arr[0] + arr[3]; y[1] = s.a; y[2] = (int)(s.b[1] * 10); y[3] = fp;
  }
  printf("host after fp: %d %d %g %d | %d %d %d %d\n", arr[0], s.a, s.b[1], fp, y[0], y[1], y[2], y[3]);
  /* lastprivate of struct and array on distribute parallel for */
#pragma omp target teams distribute parallel for lastprivate(lp) map(tofrom: lps, lpa, lp)
  for (int i = 0; i < n; i++) {
    lp = i * 3;
  }
  printf("lastprivate: %d %g %d %d %d %d\n", lps.a, lps.b[0], lpa[0], lpa[1], lpa[2], lp);
  /* private at teams, firstprivate at parallel, shared default */
  int res[4][4];
  memset(res, 0, sizeof res);
  int base = 1000;
#pragma omp target teams num_teams(4) thread_limit(4) firstprivate(base) map(tofrom: res)
  {
    int t = omp_get_team_num();
    base += t;  /* team-private copy */
#pragma omp parallel num_threads(4) firstprivate(base)
    {
      base += omp_get_thread_num();
      res[t][omp_get_thread_num()] = base;
    }
  }
  /* the number of teams and threads is the implementation's: check what ran */
  int rbad = 0;
  for (int t = 0; t < 4; t++) for (int j = 0; j < 4; j++) if (res[t][j] != 0 && res[t][j] != 1000 + t + j) rbad++;
  printf("res bad %d first %d\n", rbad, res[0][0]);
  printf("base after %d\n", base);
  /* default(none) / default(firstprivate) / default(private) */
  int k = 3, acc[8] = {0};
#pragma omp target map(tofrom: acc) firstprivate(k)
#pragma omp parallel num_threads(8) default(none) shared(acc) firstprivate(k)
  {
    k += omp_get_thread_num();
    acc[omp_get_thread_num()] = k;
  }
  for (int i = 0; i < 8; i++) printf("%d ", acc[i]); printf("k=%d\n", k);
  int r = 9, acc3[8] = {0};
#pragma omp target map(tofrom: acc3, r)
#pragma omp parallel num_threads(8) default(private) shared(acc3)
    {
      r = omp_get_thread_num();
      acc3[r] = r * r;
    }
  for (int i = 0; i < 8; i++) printf("%d ", acc3[i]); printf("r=%d\n", r);
  /* declare target global written in region */
#pragma omp target teams num_teams(1)
  {
#pragma omp parallel num_threads(4)
    {
#pragma omp single
      gthr += 10;
    }
  }
  int gv = 0;
#pragma omp target map(from: gv)
  gv = gthr;
  printf("gthr dev %d host %d\n", gv, gthr);
#pragma omp target update from(gthr)
  printf("gthr host after update %d\n", gthr);
  /* distribute with private/firstprivate/lastprivate; parallel for with lastprivate loop var */
  int ii = -5, dlast = -1, fv = 2, outv[64];
#pragma omp target teams distribute firstprivate(fv) lastprivate(ii) map(tofrom: ii) map(from: outv) num_teams(3)
  for (ii = 0; ii < n; ii++) { outv[ii] = ii * fv; }
  printf("ii=%d %d %d\n", ii, outv[5], outv[63]);
  int jj;
#pragma omp target map(tofrom: jj, dlast) map(from: outv)
  {
#pragma omp parallel for lastprivate(jj, dlast) num_threads(5)
    for (jj = 0; jj < 63; jj += 2) { outv[jj] = jj; dlast = jj * 2; }
  }
  printf("jj=%d dlast=%d\n", jj, dlast);
  return 0;
}
