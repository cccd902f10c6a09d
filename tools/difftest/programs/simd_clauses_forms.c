/* Written by hand for tools/difftest -file (docs/difftest.md): target teams distribute simd with private, firstprivate, if(simd:), nontemporal, safelen and aligned; target simd with reduction, lastprivate and linear; target teams distribute parallel for simd with schedules; if(parallel: 0). */
#include <stdio.h>
#define N 257
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)
int main(void) {
  double a[N], b[N]; int t = 3, f = 10, cnt = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target teams distribute simd private(t) firstprivate(f) map(to: a) map(from: b) if(simd: N > 100) nontemporal(b) safelen(8) aligned(a: 8)
  for (int i = 0; i < N; i++) { t = i * 2; b[i] = a[i] + t + f; }
  CK(t == 3 && b[100] == 100 + 200 + 10);
  long s = 0; int last = -1, lin = 0;
#pragma omp target simd reduction(+: s) lastprivate(last) linear(lin: 1) map(tofrom: s, last, lin) simdlen(4)
  for (int i = 0; i < N; i++) { s += i; last = i; lin++; }
  CK(s == (long)N * (N - 1) / 2 && last == N - 1 && lin == N);
  int u = 0;
#pragma omp target teams distribute parallel for simd reduction(max: u) num_teams(3) thread_limit(16) schedule(static, 4) dist_schedule(static, 32) map(to: a)
  for (int i = 0; i < N; i++) u = (int)a[i] > u ? (int)a[i] : u;
  CK(u == N - 1);
#pragma omp target parallel for simd reduction(+: cnt) if(parallel: 0) if(simd: 1) map(tofrom: cnt)
  for (int i = 0; i < N; i += 2) cnt++;
  CK(cnt == 129);
  printf("t=%d b100=%g s=%ld last=%d lin=%d u=%d cnt=%d\n", t, b[100], s, last, lin, u, cnt);
  printf("errors %d\n%s simd_clauses_forms\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
