/* Canonical loop forms: every comparison, increments of all spellings,
 * unsigned, 64-bit, pre-declared and pointer indices, a bound at INT_MAX,
 * a directive from _Pragma in a macro, typedef'd element types and enum
 * constants. Each loop records which iterations ran; the host checks them
 * against the same loop run sequentially. */
#include <limits.h>
#include <stdio.h>

typedef double real;
typedef real vec8[8];
enum { SCALE = 3, OFFSET = 7 };

#define N 100
#define OFFLOAD_FOR_V _Pragma("omp target teams distribute parallel for map(tofrom: v) num_teams(2)")

static int failures;

/* hits[k] counts the runs of iteration value k. */
static void check(const char *name, const int *hits, int size, int (*want)(int)) {
  int bad = 0, total = 0;
  for (int k = 0; k < size; k++) {
    bad += hits[k] != want(k);
    total += hits[k];
  }
  printf("%s: iterations=%d%s\n", name, total, bad ? " MISMATCH" : "");
  failures += bad != 0;
}

static int lt(int k) { return k < N; }
static int le(int k) { return k <= 50; }
static int gt(int k) { return k > 2 && k <= 99; }
static int ge_m2(int k) { return k >= 0 && k <= 99 && (99 - k) % 2 == 0; }
static int ne_up(int k) { return k < 37; }
static int ne_down(int k) { return k >= 1 && k <= 40; }
static int by3(int k) { return k >= 1 && k < 98 && (k - 1) % 3 == 0; }
static int by4(int k) { return k < N && k % 4 == 0; }
static int by4b(int k) { return k >= 2 && k < 90 && (k - 2) % 4 == 0; }
static int uns(int k) { return k >= 10 && k < 50 && k % 5 == 0; }
static int uns_down(int k) { return k >= 1 && k <= 20; }
static int all10(int k) { (void)k; return 1; }
static int rev(int k) { return k < 60; }

int main(void) {
  int n = N;
  int h[N];
  int i;

#define RESET() for (i = 0; i < N; i++) h[i] = 0

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 0; k < n; k++) h[k]++;
  check("k < n", h, N, lt);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 0; k <= 50; k++) h[k]++;
  check("k <= 50", h, N, le);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = n - 1; k > 2; k--) h[k]++;
  check("k > 2, k--", h, N, gt);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 99; k >= 0; k -= 2) h[k]++;
  check("k >= 0, k -= 2", h, N, ge_m2);

  RESET();
#pragma omp target parallel for map(tofrom: h)
  for (int k = 0; k != 37; ++k) h[k]++;
  check("k != 37, ++k", h, N, ne_up);

  RESET();
#pragma omp target teams distribute map(tofrom: h)
  for (int k = 40; k != 0; --k) h[k]++;
  check("k != 0, --k", h, N, ne_down);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 1; k < 98; k += 3) h[k]++;
  check("k += 3", h, N, by3);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 0; k < n; k = k + 4) h[k]++;
  check("k = k + 4", h, N, by4);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 2; k < 90; k = 4 + k) h[k]++;
  check("k = 4 + k", h, N, by4b);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (int k = 0; n - 40 > k; k++) h[k]++;
  check("n - 40 > k", h, N, rev);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (unsigned u = 10; u < 50u; u += 5) h[u]++;
  check("unsigned u += 5", h, N, uns);

  RESET();
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (unsigned u = 20; u > 0; u--) h[u]++;
  check("unsigned u > 0, u--", h, N, uns_down);

  /* A pre-declared index. */
  RESET();
  int j;
#pragma omp target teams distribute parallel for map(tofrom: h)
  for (j = 0; j < n; j++) h[j]++;
  check("pre-declared j", h, N, lt);

  /* The bound is INT_MAX itself: 10 iterations, no overflow. */
  int near_max[10] = {0};
#pragma omp target teams distribute parallel for map(tofrom: near_max)
  for (int k = INT_MAX - 9; k <= INT_MAX; k++) near_max[k - (INT_MAX - 9)]++;
  check("k <= INT_MAX", near_max, 10, all10);

  /* And INT_MIN going down. */
  int near_min[10] = {0};
#pragma omp target teams distribute parallel for map(tofrom: near_min)
  for (int k = INT_MIN + 9; k >= INT_MIN; k--) near_min[k - INT_MIN]++;
  check("k >= INT_MIN", near_min, 10, all10);

  /* A 64-bit index with a trip count that needs it. */
  long long big_hits[4] = {0};
#pragma omp target teams distribute parallel for map(tofrom: big_hits)
  for (long long q = 0; q < 3000000000LL; q += 1000000000LL) big_hits[q / 1000000000LL]++;
  printf("long long q: %lld %lld %lld %lld\n", big_hits[0], big_hits[1], big_hits[2], big_hits[3]);
  failures += big_hits[0] != 1 || big_hits[1] != 1 || big_hits[2] != 1 || big_hits[3] != 0;

  /* A pointer index over a typedef'd element type. */
  real pa[N];
  for (i = 0; i < N; i++) pa[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: pa)
  for (real *p = pa; p < pa + n; p++) *p = *p * SCALE + OFFSET;
  double psum = 0;
  int pbad = 0;
  for (i = 0; i < N; i++) {
    psum += pa[i];
    pbad += pa[i] != (real)(i * 3 + 7);
  }
  printf("pointer index: sum=%.1f%s\n", psum, pbad ? " MISMATCH" : "");
  failures += pbad != 0;

  /* A directive produced by a macro, over a typedef'd array type, with
   * enum constants and a typedef'd local in the body. */
  vec8 v;
  for (i = 0; i < 8; i++) v[i] = i * 0.5;
  OFFLOAD_FOR_V
  for (int k = 0; k < 8; k++) {
    real t = v[k] * SCALE;
    v[k] = t + OFFSET;
  }
  double vsum = 0;
  int vbad = 0;
  for (i = 0; i < 8; i++) {
    vsum += v[i];
    vbad += v[i] != i * 0.5 * 3 + 7;
  }
  printf("_Pragma macro: v[7]=%.2f sum=%.2f%s\n", v[7], vsum, vbad ? " MISMATCH" : "");
  failures += vbad != 0;

  if (failures) {
    printf("FAIL loops: %d failures\n", failures);
    return 1;
  }
  printf("PASS loops\n");
  return 0;
}
