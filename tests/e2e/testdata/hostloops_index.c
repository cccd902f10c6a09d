/* Host loop constructs outside target regions that gcc's own loop
 * constructs would run over another iteration space (the bounds'
 * difference overflows int), in the forms whose index means something
 * after the loop or whose directive is not written on a line of its
 * own: a lastprivate index, the index of simd (linear) and loop
 * (lastprivate) constructs declared outside the loop, ordered,
 * taskloop with default(none), directives written by macros and by
 * _Pragma. Each construct's iteration count, index sum and the index's
 * value after it are checked against the same loop run sequentially
 * over a long long index. */
#include <limits.h>
#include <stdio.h>

static volatile int vmax = INT_MAX, vmin = INT_MIN, vneg = -5, vzero = 0;
static volatile unsigned vten = 10u;

#define PFOR _Pragma("omp parallel for reduction(+ : gc, gs)")
#define PFOR_THREADS(n) _Pragma("omp parallel for reduction(+ : gc, gs) num_threads(2)")

struct tally {
  long long count, sum;
};

static int check(const char *what, long long gc, long long gs, struct tally want) {
  printf("%s: iterations=%lld\n", what, gc);
  if (gc != want.count || gs != want.sum) {
    printf("  FAIL: got %lld/%lld, want %lld/%lld\n", gc, gs, want.count, want.sum);
    return 1;
  }
  return 0;
}

static int check_index(const char *what, long long got, long long want) {
  printf("%s: index after=%lld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %lld\n", want);
    return 1;
  }
  return 0;
}

int main(void) {
  int fails = 0;
  int hi = vmax, lo = vmin, neg = vneg, zero = vzero;
  struct tally want;
  long long gc, gs, w;
  int i = 11, j = 22;
  signed char ch = 0;
  short sh = 0;
  unsigned ten = vten;

  gc = gs = 0;
#pragma omp parallel for lastprivate(i) reduction(+ : gc, gs)
  for (i = neg; i < hi - 10; i += 7) {
    gc++;
    gs += i % 1000;
  }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10; w += 7) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("parallel for lastprivate(i)", gc, gs, want);
  fails += check_index("parallel for lastprivate(i)", i, w);

  gc = gs = 0;
#pragma omp parallel reduction(+ : gc, gs)
  {
#pragma omp for lastprivate(i)
    for (i = neg; i < hi - 10; i += 9) {
      gc++;
      gs += i % 1000;
    }
  }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10; w += 9) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("for lastprivate(i) in parallel", gc, gs, want);
  fails += check_index("for lastprivate(i) in parallel", i, w);

  i = 33;
#pragma omp parallel
  {
#pragma omp for lastprivate(i)
    for (i = neg; i <= lo + 5; i++)
      gc = -1;
  }
  fails += check_index("for lastprivate(i), no iteration", i, 33);

  /* No iteration: the index keeps its value, as clang-19 and gcc leave
     it (docs/loops.md). */
  i = 33;
#pragma omp parallel for lastprivate(i)
  for (i = neg; i <= lo + 5; i++)
    gc = -1;
  fails += check_index("parallel for lastprivate(i), no iteration", i, 33);

  gc = gs = 0;
#pragma omp parallel for collapse(2) lastprivate(i, ch) reduction(+ : gc, gs)
  for (i = 5; i > lo + 2000000; i -= 1000000)
    for (ch = -100; ch < 100; ch += 9) {
      gc++;
      gs += i / 1000 + ch;
    }
  want.count = want.sum = 0;
  long long w2 = 0;
  for (w = 5; w > lo + 2000000; w -= 1000000)
    for (w2 = -100; w2 < 100; w2 += 9) {
      want.count++;
      want.sum += w / 1000 + w2;
    }
  fails += check("collapse(2) lastprivate(i, ch)", gc, gs, want);
  fails += check_index("collapse(2) lastprivate(i, ch): i", i, w);
  fails += check_index("collapse(2) lastprivate(i, ch): ch", ch, w2);

  gc = gs = 0;
#pragma omp simd reduction(+ : gc, gs)
  for (ch = -100; ch < 100; ch += 9) {
    gc++;
    gs += ch;
  }
  want.count = want.sum = 0;
  for (w = -100; w < 100; w += 9) {
    want.count++;
    want.sum += w;
  }
  fails += check("simd, index declared outside", gc, gs, want);
  fails += check_index("simd, index declared outside", ch, w);

  gc = gs = 0;
#pragma omp simd linear(sh) reduction(+ : gc, gs)
  for (sh = -30000; sh < 30000; sh += 7) {
    gc++;
    gs += sh;
  }
  want.count = want.sum = 0;
  for (w = -30000; w < 30000; w += 7) {
    want.count++;
    want.sum += w;
  }
  fails += check("simd linear(sh)", gc, gs, want);
  fails += check_index("simd linear(sh)", sh, w);

  /* -1 < 10u is false: no iteration (gcc's simd compares as int). */
  gc = 0;
  j = 44;
#pragma omp simd reduction(+ : gc)
  for (j = -1; j < ten; j++)
    gc++;
  printf("simd, -1 < 10u: iterations=%lld\n", gc);
  if (gc != 0) {
    printf("  FAIL: want 0\n");
    fails++;
  }
  fails += check_index("simd, -1 < 10u", j, 44);

  gc = 0;
  sh = 55;
#pragma omp loop bind(thread) reduction(+ : gc)
  for (sh = -3; sh < ten; sh++)
    gc++;
  printf("loop bind(thread), -3 < 10u: iterations=%lld\n", gc);
  if (gc != 0) {
    printf("  FAIL: want 0\n");
    fails++;
  }
  fails += check_index("loop bind(thread), -3 < 10u", sh, 55);

  gc = gs = 0;
#pragma omp parallel for simd reduction(+ : gc, gs)
  for (j = neg; j < hi - 10; j += 11) {
    gc++;
    gs += j % 1000;
  }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10; w += 11) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("parallel for simd, index declared outside", gc, gs, want);
  fails += check_index("parallel for simd, index declared outside", j, w);

  gc = gs = 0;
#pragma omp loop bind(thread) reduction(+ : gc, gs)
  for (sh = 30000; sh > -30000; sh -= 11) {
    gc++;
    gs += sh;
  }
  want.count = want.sum = 0;
  for (w = 30000; w > -30000; w -= 11) {
    want.count++;
    want.sum += w;
  }
  fails += check("loop bind(thread), index declared outside", gc, gs, want);
  fails += check_index("loop bind(thread), index declared outside", sh, w);

  gc = gs = 0;
  long long lin = 100, wl = 0;
#pragma omp parallel for linear(lin : 3) reduction(+ : gc, gs)
  for (int k = neg; k < hi - 10; k += 100000000) {
    gc++;
    gs += lin;
    lin += 3;
  }
  want.count = want.sum = 0;
  wl = 100;
  for (w = neg; w < hi - 10; w += 100000000) {
    want.count++;
    want.sum += wl;
    wl += 3;
  }
  fails += check("parallel for linear(lin : 3)", gc, gs, want);
  fails += check_index("parallel for linear(lin : 3): lin", lin, wl);

  /* ordered: the ordered regions run in the loop's order. */
  long long order[64];
  int seen = 0;
#pragma omp parallel for ordered schedule(dynamic, 1)
  for (int k = neg; k < hi - 10; k += 50000000) {
#pragma omp ordered
    if (seen < 64)
      order[seen++] = k;
  }
  want.count = 0;
  for (w = neg; w < hi - 10; w += 50000000) {
    if (want.count < seen && order[want.count] != w) {
      printf("  FAIL: ordered %lld: %lld, want %lld\n", want.count, order[want.count], w);
      fails++;
    }
    want.count++;
  }
  printf("ordered: iterations=%d\n", seen);
  if (seen != want.count) {
    printf("  FAIL: want %lld\n", want.count);
    fails++;
  }

  gc = gs = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop default(none) shared(gc, gs) firstprivate(neg, hi) grainsize(100000)
  for (int k = neg; k < hi - 10; k += 1000) {
#pragma omp atomic
    gc++;
#pragma omp atomic
    gs += k % 1000;
  }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10; w += 1000) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("taskloop default(none)", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop lastprivate(i) reduction(+ : gc, gs) num_tasks(5)
  for (i = neg; i < hi - 10000; i += 7000) {
    gc++;
    gs += i % 1000;
  }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10000; w += 7000) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("taskloop lastprivate(i)", gc, gs, want);
  fails += check_index("taskloop lastprivate(i)", i, w);

  gc = gs = 0;
  PFOR
  for (int k = 0; k < hi; k += 2) {
    gc++;
    gs += k % 1000;
  }
  want.count = want.sum = 0;
  for (w = 0; w < hi; w += 2) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("macro directive", gc, gs, want);

  gc = gs = 0;
  if (zero == 0) PFOR_THREADS(2) for (int k = neg; k < hi - 10; k += 9) {
      gc++;
      gs += k % 1000;
    }
  want.count = want.sum = 0;
  for (w = neg; w < hi - 10; w += 9) {
    want.count++;
    want.sum += w % 1000;
  }
  fails += check("macro directive in an if", gc, gs, want);

  gc = gs = 0;
  _Pragma("omp parallel for reduction(+ : gc, gs)") for (int k = lo + 9; k >= lo; k--) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (w = lo + 9; w >= lo; w--) {
    want.count++;
    want.sum += w;
  }
  fails += check("_Pragma", gc, gs, want);

  /* A target region, whose host fallback (the same text, compiled by
     gcc) has a for loop with a lastprivate index. */
  gc = 0;
  j = 0;
#pragma omp target map(tofrom : gc, j)
#pragma omp parallel reduction(+ : gc)
  {
#pragma omp for lastprivate(j)
    for (j = neg; j < hi - 10; j += 7)
      gc++;
  }
  want.count = 0;
  for (w = neg; w < hi - 10; w += 7)
    want.count++;
  printf("for lastprivate(j) in a target region: iterations=%lld\n", gc);
  if (gc != want.count) {
    printf("  FAIL: want %lld\n", want.count);
    fails++;
  }
  fails += check_index("for lastprivate(j) in a target region", j, w);

  if (fails)
    printf("%d FAILED\n", fails);
  else
    printf("PASS hostloops_index\n");
  return fails != 0;
}
