/* Written by hand for tools/difftest -file (docs/difftest.md): regions in do-while macros, in functions defined by macros, in static inline functions of a local header and in an included .c file; compound literals, designated initializers, flexible array members, variadic functions, goto and switch around regions. */
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include "hunt3_sources.h"
#include "hunt3_sources_part.c"
#define N 32
DEFINE_ADDER(add_int, int)
DEFINE_ADDER(add_dbl, double)
#define FILL(arr, cnt, val) do { \
    __typeof__(&(arr)[0]) p_ = (arr); int n_ = (cnt); \
    _Pragma("omp target teams distribute parallel for map(from: p_[0:n_])") \
    for (int i_ = 0; i_ < n_; i_++) p_[i_] = (val); \
  } while (0)
#define TGT _Pragma("omp target map(tofrom: q)")
#define LOOP_BEGIN for (int i = 0; i < N; i++) {
#define LOOP_END }
struct fam { int n; int d[]; };
static int vsum(int cnt, ...) {
  va_list ap; va_start(ap, cnt); int s = 0;
  for (int i = 0; i < cnt; i++) s += va_arg(ap, int);
  va_end(ap); return s;
}
int main(void) {
  int a[N]; double d[N]; float f[N];
  int ok = 1;
  FILL(a, N, 3);
  FILL(d, N, 0.5);
  if (1) FILL(f, N, 2.0f); else ok = 0;
  add_int(a, N, 4);
  add_dbl(d, N, 1.0);
  scale_inl(f, N, 3.0f);
  for (int i = 0; i < N; i++) ok &= a[i] == 7 && d[i] == 1.5 && f[i] == 6.0f;
  printf("part %d\n", part_sum(a, N));
  ok &= part_sum(a, N) == 7 * N;
  int q[N] = {0};
  TGT
  LOOP_BEGIN q[i] = i * 2; LOOP_END
  for (int i = 0; i < N; i++) ok &= q[i] == i * 2;
  struct { int x, y; } pt = { .y = 5, .x = 9 };
#pragma omp target map(tofrom: pt)
  { pt.x += pt.y; }
  ok &= pt.x == 14;
  int *cl = (int[]){1, 2, 3, 4};
#pragma omp target map(tofrom: cl[0:4])
  for (int i = 0; i < 4; i++) cl[i] *= 10;
  ok &= vsum(4, cl[0], cl[1], cl[2], cl[3]) == 100;
  struct fam *fm = malloc(sizeof(struct fam) + 8 * sizeof(int));
  fm->n = 8;
  for (int i = 0; i < 8; i++) fm->d[i] = i;
  int *dp = fm->d;
#pragma omp target map(tofrom: dp[0:8]) firstprivate(fm)
  for (int i = 0; i < 8; i++) dp[i] += 1;
  for (int i = 0; i < 8; i++) ok &= fm->d[i] == i + 1;
  free(fm);
  /* goto / switch around regions */
  int k = 0, r = 0;
again:
  switch (k) {
  case 0:
#pragma omp target map(tofrom: r)
    r += 1;
    k = 1;
    goto again;
  case 1:
#pragma omp target map(tofrom: r)
    r *= 10;
    /* fall through */
  default:
    break;
  }
  ok &= r == 10;
  printf("r %d pt %d\n", r, pt.x);
  printf("%s hunt3_sources\n", ok ? "PASS" : "FAIL");
  return 0;
}
