/* Host loop constructs outside target regions whose iteration spaces
 * gcc's own loop constructs would compute otherwise than C and clang:
 * inclusive bounds at the type's limit, a signed index compared with an
 * unsigned bound, steps whose bounds' difference overflows int, indexes
 * narrower than int. Each construct's iteration count and index sum are
 * checked against the same loop run sequentially, without a directive,
 * over a long long index (stepping past the last value would overflow);
 * a target region in between uses one of the counts. */
#include <limits.h>
#include <stdio.h>

static volatile int vmax = INT_MAX, vmin = INT_MIN, vneg = -5;
static volatile unsigned vten = 10u;

struct tally {
  long long count, sum;
};

static int check(const char *what, long long gc, long long gs, struct tally want) {
  struct tally got = {gc, gs};
  printf("%s: iterations=%lld\n", what, got.count);
  if (got.count != want.count || got.sum != want.sum) {
    printf("  FAIL: got %lld/%lld, want %lld/%lld\n", got.count, got.sum, want.count, want.sum);
    return 1;
  }
  return 0;
}

int main(void) {
  int fails = 0;
  int hi = vmax, lo = vmin, neg = vneg;
  unsigned ten = vten;
  struct tally want;
  long long gc, gs;

  gc = gs = 0;
#pragma omp parallel for reduction(+ : gc, gs)
  for (int k = lo + 9; k >= lo; k--) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (long long k = lo + 9; k >= lo; k--) {
    want.count++;
    want.sum += k;
  }
  fails += check("k >= INT_MIN", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel for reduction(+ : gc, gs)
  for (int k = -1; k < ten; k++) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (int k = -1; k < ten; k++) {
    want.count++;
    want.sum += k;
  }
  fails += check("-1 < 10u", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel for reduction(+ : gc, gs) schedule(static, 1000)
  for (int k = 0; k < hi; k += 7) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (long long k = 0; k < hi; k += 7) {
    want.count++;
    want.sum += k;
  }
  fails += check("k < INT_MAX, k += 7", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel for reduction(+ : gc, gs) schedule(dynamic, 7)
  for (int k = neg; k < hi; k += 1000) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (long long k = neg; k < hi; k += 1000) {
    want.count++;
    want.sum += k;
  }
  fails += check("-5 to INT_MAX", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel for default(none) shared(hi) reduction(+ : gc, gs)
  for (int k = hi - 20; k <= hi; k += 3) {
    gc++;
    gs += k - hi;
  }
  want.count = want.sum = 0;
  for (long long k = hi - 20; k <= hi; k += 3) {
    want.count++;
    want.sum += k - hi;
  }
  fails += check("default(none), k <= INT_MAX", gc, gs, want);

  gc = gs = 0;
#pragma omp target teams distribute parallel for reduction(+ : gc, gs) map(tofrom : gc, gs)
  for (int k = neg; k < hi; k += 1000) {
    gc++;
    gs += k;
  }
  want.count = want.sum = 0;
  for (long long k = neg; k < hi; k += 1000) {
    want.count++;
    want.sum += k;
  }
  fails += check("target loop to INT_MAX (its host fallback too)", gc, gs, want);

  long long inside = 0;
#pragma omp target map(tofrom : inside)
  {
    for (int k = 5; k > -1500000000; k -= 1000000000)
      inside++;
  }

  gc = gs = 0;
#pragma omp parallel reduction(+ : gc, gs)
  {
#pragma omp for
    for (int k = 5; k > lo; k -= 1000) {
      gc++;
      gs += k;
    }
  }
  want.count = want.sum = 0;
  for (long long k = 5; k > lo; k -= 1000) {
    want.count++;
    want.sum += k;
  }
  fails += check("for in parallel, down to INT_MIN", gc, gs, want);
  printf("target loop: iterations=%lld\n", inside);

  gc = gs = 0;
#pragma omp parallel for collapse(2) reduction(+ : gc, gs)
  for (short s = -30000; s < 30000; s += 7)
    for (signed char c = -100; c < 100; c += 9) {
      gc++;
      gs += s + c;
    }
  want.count = want.sum = 0;
  for (long long s = -30000; s < 30000; s += 7)
    for (long long c = -100; c < 100; c += 9) {
      want.count++;
      want.sum += s + c;
    }
  fails += check("short and char collapse(2)", gc, gs, want);

  gc = gs = 0;
#pragma omp simd reduction(+ : gc, gs)
  for (int k = -2000000000; k < 2000000000; k += 97) {
    gc++;
    gs += k & 1;
  }
  want.count = want.sum = 0;
  for (long long k = -2000000000; k < 2000000000; k += 97) {
    want.count++;
    want.sum += k & 1;
  }
  fails += check("simd over 4e9", gc, gs, want);

  gc = gs = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(+ : gc, gs) grainsize(100)
  for (long long k = LLONG_MIN / 2; k <= LLONG_MAX / 2; k += LLONG_MAX / 1000) {
    gc++;
    gs += k % 1000;
  }
  want.count = want.sum = 0;
  for (long long k = LLONG_MIN / 2; k <= LLONG_MAX / 2; k += LLONG_MAX / 1000) {
    want.count++;
    want.sum += k % 1000;
  }
  fails += check("taskloop over long long", gc, gs, want);

  if (fails)
    printf("%d FAILED\n", fails);
  else
    printf("PASS hostloops\n");
  return fails != 0;
}
