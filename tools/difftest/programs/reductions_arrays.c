/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): reductions over arrays and
 * array sections (histograms, min/max per bin, sections with non-zero
 * and variable bounds, array elements, several items in one clause,
 * zero-trip loops, sections of a pointer's pointee), on combined constructs, nested levels, teams-level
 * reductions, generic regions, present data and host fallbacks. Values
 * are integers or exactly representable, so any combination order gives
 * the same result.
 */
#include <stdio.h>

#define N 2000
#define K 12
static int key[N];
static double val[N];

static void show_i(const char *name, const int *a, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++) printf(" %d", a[i]);
  printf("\n");
}
static void show_l(const char *name, const long *a, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++) printf(" %ld", a[i]);
  printf("\n");
}
static void show_d(const char *name, const double *a, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++) printf(" %g", a[i]);
  printf("\n");
}

/* part 1: combined constructs */
static void part1(void) {
  int h[K];
  for (int k = 0; k < K; k++) h[k] = 100 * k;
#pragma omp target teams distribute parallel for reduction(+: h[0:K]) map(to: key)
  for (int i = 0; i < N; i++) h[key[i]]++;
  show_i("hist", h, K);
  double lo[K], hi[K];
  for (int k = 0; k < K; k++) lo[k] = 1e9, hi[k] = -1e9;
  lo[5] = -1000.0;
#pragma omp target teams distribute parallel for simd reduction(min: lo) reduction(max: hi) map(to: key, val)
  for (int i = 0; i < N; i++) {
    if (val[i] < lo[key[i]]) lo[key[i]] = val[i];
    if (val[i] > hi[key[i]]) hi[key[i]] = val[i];
  }
  show_d("lo", lo, K);
  show_d("hi", hi, K);
  unsigned m[6] = {1, 1, 1, 1, 3, 5};
#pragma omp target parallel for reduction(*: m[0:4]) map(to: key) num_threads(16)
  for (int i = 0; i < 40; i++) m[i % 4] *= (unsigned)(key[i] % 3 + 1);
  printf("m: %u %u %u %u %u %u\n", m[0], m[1], m[2], m[3], m[4], m[5]);
  long bits[3] = {0, 0, 0}, mask[3] = {-1, -1, -1}, x[3] = {7, 7, 7};
#pragma omp target teams distribute reduction(|: bits) reduction(&: mask[0:3]) reduction(^: x[1:2])
  for (int i = 0; i < 300; i++) {
    bits[i % 3] |= 1L << (i % 60);
    mask[i % 3] &= ~(1L << (i % 50));
    x[1 + i % 2] ^= (long)i * 977;
  }
  show_l("bits", bits, 3);
  show_l("mask", mask, 3);
  show_l("x", x, 3);
  int any[4] = {0, 0, 0, 1}, all[4] = {1, 1, 1, 0};
#pragma omp target simd reduction(||: any) reduction(&&: all[:3]) map(to: key)
  for (int i = 0; i < N; i++) {
    any[key[i] % 4] = any[key[i] % 4] || key[i] == 11;
    all[key[i] % 4] = all[key[i] % 4] && key[i] != 6;
  }
  show_i("any", any, 4);
  show_i("all", all, 4);
}

/* part 2: sections with bounds from variables, elements, zero trips */
static void part2(int first, int count) {
  long s[10];
  for (int k = 0; k < 10; k++) s[k] = k;
#pragma omp target teams distribute parallel for reduction(+: s[first:count]) map(to: key) num_teams(5)
  for (int i = 0; i < N; i++) s[first + key[i] % count] += key[i];
  show_l("s", s, 10);
  int e[5] = {1, 2, 3, 4, 5};
#pragma omp target teams loop reduction(-: e[3]) map(to: key)
  for (int i = 0; i < N; i++) e[3] -= key[i] % 2;
  show_i("e", e, 5);
  int z[4] = {9, -9, 8, -8}, y[3] = {-1, 2, -3};
  int none = 0;
#pragma omp target teams distribute parallel for reduction(min: z[1:2]) reduction(*: y[2])
  for (int i = 0; i < none; i++) z[1] = y[2] = 0;
  show_i("z", z, 4);
  show_i("y", y, 3);
  double t[8];
  for (int k = 0; k < 8; k++) t[k] = -k;
#pragma omp target teams distribute parallel for reduction(+: t[2:]) map(to: val)
  for (int i = 0; i < N; i++) t[2 + i % 6] += val[i];
  show_d("t", t, 8);
}

/* part 3: nested levels, teams-level reductions, generic regions,
 * present data, host fallbacks */
static void part3(void) {
  int g[K];
  for (int k = 0; k < K; k++) g[k] = 0;
#pragma omp target teams map(to: key) reduction(+: g[0:K]) num_teams(3)
#pragma omp distribute parallel for reduction(+: g[0:K])
  for (int i = 0; i < N; i++) g[key[i]] += 1;
#pragma omp target map(to: key)
#pragma omp parallel for reduction(+: g)
  for (int i = 0; i < N; i++) g[key[i]] += 2;
#pragma omp target map(tofrom: g) map(to: key)
#pragma omp teams distribute parallel for reduction(+: g[2:4])
  for (int i = 0; i < N; i++) g[2 + key[i] % 4] += 3;
  show_i("g", g, K);
  int q[6] = {0, 0, 0, 0, 0, 0}, base = 0;
#pragma omp target map(tofrom: q, base) map(to: key)
  {
    base = 10;
#pragma omp parallel for reduction(+: q[1:4])
    for (int i = 0; i < N; i++) q[1 + key[i] % 4] += base;
    q[0] = base;
  }
  show_i("q", q, 6);
  long p[4] = {1, 1, 1, 1};
#pragma omp target data map(tofrom: p)
  {
#pragma omp target teams distribute parallel for reduction(+: p[0:4]) map(to: key)
    for (int i = 0; i < N; i++) p[key[i] % 4] += key[i];
  }
#pragma omp target teams distribute parallel for reduction(max: p) map(to: key) if(0)
  for (int i = 0; i < N; i++) p[i % 4] = p[i % 4] > key[i] * 1000L ? p[i % 4] : key[i] * 1000L;
  show_l("p", p, 4);
}

/* part 4: sections of a pointer's pointee, of constant bounds */
static void part4(long *w) {
  for (int k = 0; k < 8; k++) w[k] = k;
#pragma omp target teams distribute parallel for reduction(+: w[0:8]) map(tofrom: w[0:8]) map(to: key)
  for (int i = 0; i < N; i++) w[key[i] % 8] += i;
#pragma omp target parallel for reduction(max: w[2:3]) map(to: key)
  for (int i = 0; i < N; i++) w[2 + i % 3] = w[2 + i % 3] > key[i] * 100000L ? w[2 + i % 3] : key[i] * 100000L;
  show_l("w", w, 8);
}

/* part 5: a pointer's section with bounds from variables */
static void part5(int nb, int off) {
  long hb[40];
  for (int k = 0; k < 40; k++) hb[k] = k;
  long *h = hb;
#pragma omp target teams distribute parallel for reduction(+: h[off:nb]) map(to: key)
  for (int i = 0; i < N; i++) h[off + (i * 11) % nb] += key[i];
  show_l("hb", hb, 40);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    key[i] = (i * 29 + 5) % K;
    val[i] = (double)((i * 41) % 97) - 48.0;
  }
  part1();
  part2(3, 5);
  part3();
  long w[8];
  part4(w);
  part5(31, 4);
  return 0;
}
