/* declare target indirect: host addresses of indirect functions called in
 * device code. A function pointer captured by a region (implicitly and
 * in a firstprivate clause), an array of them mapped, a member of a
 * mapped struct and a declare target variable the host updates reach the
 * device with the host's addresses; the calls reach the device copies of
 * the functions. Addresses taken in device code keep working beside
 * them. The host computes the same with the same functions. The indirect
 * functions have external linkage: clang-19 crashes on static ones
 * (docs/difftest.md). */
#include <stdio.h>

typedef int (*op_t)(int);
struct op {
  op_t f;
  int k;
};

#pragma omp begin declare target indirect
int sq(int v) { return v * v; }
int neg(int v) { return -v; }
int twice(int v) { return 2 * v; }
#pragma omp end declare target

int inc(int v) { return v + 1; }
#pragma omp declare target to(inc) indirect

#pragma omp declare target
static int apply(op_t f, int v) { return f(v); }
static op_t local_pick(int k) { return k ? twice : inc; }
op_t gf = sq;
#pragma omp end declare target

#define N 256

int main(void) {
  int failures = 0;
  op_t f = neg;
  op_t tab[4] = {sq, neg, twice, inc};
  struct op o = {twice, 21};
  int r[6] = {0};
  int out[N];
#pragma omp target map(tofrom: r) map(to: tab, o)
  {
    r[0] = f(5);             /* captured: firstprivate by default */
    r[1] = apply(f, 6);      /* passed on to a declare target function */
    r[2] = o.f(o.k);         /* member of a mapped struct */
    r[3] = tab[3](41);       /* element of a mapped array */
    r[4] = gf(9);            /* declare target variable, device initialiser */
    r[5] = local_pick(1)(4) + local_pick(0)(4); /* taken in device code */
  }
  int want[6] = {neg(5), apply(neg, 6), twice(21), inc(41), sq(9), twice(4) + inc(4)};
  for (int k = 0; k < 6; k++) {
    printf("r[%d]=%d\n", k, r[k]);
    if (r[k] != want[k]) {
      printf("FAIL r[%d]: want %d\n", k, want[k]);
      failures++;
    }
  }

  /* The host's address in the declare target variable. */
  gf = twice;
#pragma omp target update to(gf)
  int g = 0;
#pragma omp target map(from: g)
  g = gf(50);
  printf("g=%d\n", g);
  if (g != twice(50)) {
    printf("FAIL g: want %d\n", twice(50));
    failures++;
  }

  /* Chosen per iteration in a parallel loop, explicitly firstprivate. */
  op_t h = sq;
#pragma omp target teams distribute parallel for map(from: out) map(to: tab) firstprivate(h)
  for (int i = 0; i < N; i++)
    out[i] = tab[i % 4](i) + h(i % 7);
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != tab[i % 4](i) + sq(i % 7))
      bad++;
  printf("loop mismatches=%d\n", bad);
  failures += bad != 0;

  if (failures == 0)
    printf("PASS indirect\n");
  return failures != 0;
}
