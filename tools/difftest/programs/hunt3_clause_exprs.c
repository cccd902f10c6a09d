/* Written by hand for tools/difftest -file (docs/difftest.md): clause expressions with calls, side effects, casts, sizeof and comma expressions, each evaluated once. */
#include <stdio.h>
#include <omp.h>
#define N 40
static int ncalls, tcalls, lcalls;
static int idx(int i) { ncalls++; return i * 2; }
static int g(void) { tcalls++; return 3; }
static int lenf(int n) { lcalls++; return n; }
int main(void) {
  int a[N], ok = 1;
  for (int i = 0; i < N; i++) a[i] = i;
  int i0 = 5;
#pragma omp target map(tofrom: a[idx(i0):lenf(10)])
  for (int i = 10; i < 20; i++) a[i] += 100;
  printf("ncalls %d lcalls %d a10 %d a19 %d a20 %d\n", ncalls, lcalls, a[10], a[19], a[20]);
  ok &= a[10] == 110 && a[19] == 119 && a[20] == 20;
  int nt = 0;
#pragma omp target teams num_teams(g()) thread_limit(g() + 1) map(tofrom: nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
  }
  printf("tcalls %d nt<=3 %d\n", tcalls, nt >= 1 && nt <= 3);
  ok &= tcalls == 2;
  double d[N];
  for (int i = 0; i < N; i++) d[i] = i;
  long lo = 4;
#pragma omp target map(tofrom: d[(int)lo:(unsigned char)(sizeof(d) / sizeof(d[0]) - 30)])
  for (int i = 4; i < 14; i++) d[i] *= 2;
  ok &= d[13] == 26 && d[14] == 14;
  int k = 0, m = 0;
#pragma omp target map(tofrom: a[(k++, 30):(m = 5, m)])
  for (int i = 30; i < 35; i++) a[i] = -i;
  printf("k %d m %d a30 %d a35 %d\n", k, m, a[30], a[35]);
  ok &= k == 1 && m == 5 && a[34] == -34 && a[35] == 35;
  int nth = 0;
  int q = 2;
#pragma omp target parallel num_threads(q * 2) map(tofrom: nth)
  {
#pragma omp master
    nth = omp_get_num_threads();
  }
  printf("nth<=4 %d\n", nth >= 1 && nth <= 4);
  int *p = a + 2;
#pragma omp target map(tofrom: p[sizeof(int) - 4 + 1:sizeof(long) / 4])
  { p[1] = 777; p[2] = 778; }
  ok &= a[3] == 777 && a[4] == 778;
  struct { int n; int v[8]; } s = { 8, {0} };
#pragma omp target map(tofrom: s.v[s.n - 8:s.n / 2])
  for (int i = 0; i < 4; i++) s.v[i] = i + 1;
  ok &= s.v[3] == 4 && s.v[4] == 0;
  printf("%s hunt3_clause_exprs\n", ok ? "PASS" : "FAIL");
  return 0;
}
