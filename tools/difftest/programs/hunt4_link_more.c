/* Written by hand for tools/difftest -file (docs/difftest.md): declare target link arrays, scalars and structs read by declare target functions: sections on a construct, enter data, update and exit data. */
#include <omp.h>
#include <stdio.h>
#define N 8
double lk[N];
int lcnt;
struct Acc { int n; double s[4]; } lacc;
#pragma omp declare target link(lk, lcnt, lacc)
#pragma omp declare target
double sum_lk(int lo, int hi) { double s = 0; for (int i = lo; i < hi; i++) s += lk[i]; return s; }
void bump(void) { lcnt++; lacc.n += 2; }
#pragma omp end declare target
int main(void) {
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++) lk[i] = i;
  lcnt = 5; lacc.n = 1; for (int i = 0; i < 4; i++) lacc.s[i] = 0;
  double r = 0;
  /* a section of a link array */
#pragma omp target map(to: lk[2:4]) map(from: r)
  r = sum_lk(2, 6);
  printf("r=%g\n", r);
  /* link scalars and structs on a construct */
#pragma omp target map(tofrom: lcnt, lacc)
  { bump(); bump(); lacc.s[1] = lcnt; }
  printf("lcnt=%d lacc.n=%d s1=%g\n", lcnt, lacc.n, lacc.s[1]);
  /* enter data keeps them; update moves; a later region sees them present */
#pragma omp target enter data map(to: lk, lcnt)
  printf("present %d %d\n", omp_target_is_present(lk, dev), omp_target_is_present(&lcnt, dev));
  for (int i = 0; i < N; i++) lk[i] = 100 + i;
#pragma omp target update to(lk[4:4])
#pragma omp target map(from: r)
  { r = sum_lk(0, N); bump(); }
  printf("r=%g lcnt(host)=%d\n", r, lcnt);
#pragma omp target update from(lcnt)
  printf("lcnt=%d\n", lcnt);
#pragma omp target map(tofrom: lacc)
  { lacc.s[0] = lk[7]; }
  printf("s0=%g\n", lacc.s[0]);
#pragma omp target exit data map(delete: lk) map(from: lcnt)
  printf("present %d %d lcnt=%d\n", omp_target_is_present(lk, dev), omp_target_is_present(&lcnt, dev), lcnt);
  return 0;
}
