/* Functions called from target regions: declare target functions (the
 * begin/end form and the list form) are defined in the device source as
 * static __device__ functions, with the declare target functions they
 * call (transitively, recursion and mutual recursion included); the host
 * keeps its own definitions, and the results are checked against them. */
#include <stdio.h>

#define N 64

enum { BIAS = 3 };

struct point {
  int x, y;
};

#pragma omp declare target
int table[4] = {5, 7, 11, 13};

static int is_odd(int n);

/* Mutual recursion: needs the forward declarations. */
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

/* Bounded recursion (depth <= 10). */
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

double weigh(const double *w, int i, struct point p) {
  /* Calls another declare target function and uses a declare target
   * global and an enumerator. */
  return w[i % 4] * (p.x + p.y) + table[i % 4] + BIAS + clampi(i, 0, 10);
}

int work(int i) { return fib(i % 11) + is_even(i % 7) * 100; }
#pragma omp end declare target

/* The list form: declared (and defined) before the directive. */
long square_plus(long v, long k) { return v * v + k; }
#pragma omp declare target(square_plus)

/* Defined after the directive that names its prototype. */
int twice(int v);
#pragma omp declare target enter(twice)
int twice(int v) { return 2 * v; }

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  int a[N];
  long b[N];
  double c[N];
  double w[4] = {0.5, 1.5, 2.0, 4.0};
  struct point p = {2, 3};

#pragma omp target teams distribute parallel for map(from: a, b)
  for (int i = 0; i < N; i++) {
    a[i] = work(i);
    b[i] = square_plus(twice(i), i);
  }

#pragma omp target teams distribute parallel for map(to: w) map(from: c)
  for (int i = 0; i < N; i++) c[i] = weigh(w, i, p);

  int odd = -1;
#pragma omp target map(from: odd)
  odd = is_odd(9) + 10 * fib(10);

  long sa = 0, sb = 0, ha = 0, hb = 0, wa = 0, wb = 0;
  int mismatch = 0;
  for (int i = 0; i < N; i++) {
    sa += a[i];
    sb += b[i];
    wa += (long)(c[i] * 2);
    if (a[i] != work(i) || b[i] != square_plus(twice(i), i) || c[i] != weigh(w, i, p)) mismatch++;
    wb += (long)(weigh(w, i, p) * 2);
    ha += work(i);
    hb += square_plus(twice(i), i);
  }
  expect("work_sum", sa, ha);
  expect("square_plus_sum", sb, hb);
  expect("weigh_sum", wa, wb);
  expect("mismatches", mismatch, 0);
  expect("odd_fib", odd, 1 + 10 * 55);

  if (failures) {
    printf("FAIL devfuncs (%d)\n", failures);
    return 1;
  }
  printf("PASS devfuncs\n");
  return 0;
}
