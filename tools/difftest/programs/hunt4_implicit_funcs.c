/* Written by hand for tools/difftest -file (docs/difftest.md): functions called from regions without declare target: structs by value and by pointer, returning structs, reading a declare target table. */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
int dtab[5] = {1, 2, 3, 4, 5};
#pragma omp end declare target
typedef struct { int lo, hi; } Range;
static int sum_range(const int *v, Range r) { int s = 0; for (int i = r.lo; i < r.hi; i++) s += v[i]; return s; }
static void fill(int *out, int n, int (*f)(int)) { for (int i = 0; i < n; i++) out[i] = f(i); }
static int sq(int x) { return x * x + dtab[x % 5]; }
static Range mk(int lo, int hi) { Range r = {lo, hi}; return r; }
static void update_struct(Range *r) { r->lo += 1; r->hi -= 1; }
int main(void) {
  int v[8], out[8];
  for (int i = 0; i < 8; i++) v[i] = i + 1;
  int s1 = 0, s2 = 0;
  Range rg = {1, 7};
#pragma omp target map(from: s1, s2) map(to: v) map(tofrom: rg)
  {
    s1 = sum_range(v, mk(0, 8));
    update_struct(&rg);
    s2 = sum_range(v, rg);
  }
  printf("s1=%d s2=%d rg=%d,%d\n", s1, s2, rg.lo, rg.hi);
#pragma omp target map(from: out)
  {
    int loc[8];
    for (int i = 0; i < 8; i++) loc[i] = sq(i);
    for (int i = 0; i < 8; i++) out[i] = loc[7 - i];
  }
  printf("out:"); for (int i = 0; i < 8; i++) printf(" %d", out[i]); printf("\n");
#pragma omp target update from(dtab)
  printf("dtab %d\n", dtab[4]);
  return 0;
}
