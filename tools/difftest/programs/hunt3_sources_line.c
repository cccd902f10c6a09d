/* Written by hand for tools/difftest -file (docs/difftest.md): #line directives, a directive from a macro with its statement braces from macros, a K&R declare target function, regions in for(;;) and while bodies. */
#include <stdio.h>
#define N 16
#define BODY(x) (x) * 3 + 1
#define OPEN {
#define CLOSE }
#define PRAGMA_T(args) _Pragma(#args)
int twice(int) ;
#pragma omp declare target
int twice(v) int v; { return v * 2; }   /* K&R definition */
#pragma omp end declare target
int main(void) {
  int a[N], ok = 1;
#line 100 "logical.c"
  for (int i = 0; i < N; i++) a[i] = i;
  PRAGMA_T(omp target teams distribute parallel for map(tofrom: a))
  for (int i = 0; i < N; i++) a[i] = BODY(a[i]);
  for (int i = 0; i < N; i++) ok &= a[i] == i * 3 + 1;
#line 200
  int s = 0;
#pragma omp target map(tofrom: s) map(to: a)
  OPEN
    for (int i = 0; i < N; i++) s += twice(a[i]);
  CLOSE
  ok &= s == 2 * (3 * 120 + 16);
  int k = 0;
  for (;;) {
#pragma omp target map(tofrom: k)
    k++;
    if (k >= 3) break;
  }
  ok &= k == 3;
  int w = 0;
  while (w < 5)
#pragma omp target map(tofrom: w)
    w += 2;
  ok &= w == 6;
  printf("s %d k %d w %d\n", s, k, w);
  printf("%s hunt3_sources_line\n", ok ? "PASS" : "FAIL");
  return 0;
}
