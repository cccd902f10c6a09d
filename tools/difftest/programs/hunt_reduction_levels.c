/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): reductions on teams, parallel
 * and simd levels at once, every operator on char, short, int, unsigned,
 * long, long long, float and double, variables named min and max,
 * array sections as reduction items at each level, and the inscan
 * modifier. */
#include <stdio.h>
#include <limits.h>

#define N 300

#define OPS(T, FMT)                                                          \
  static void ops_##T(void) {                                                \
    T a[N];                                                                  \
    for (int i = 0; i < N; i++) a[i] = (T)((i * 7 + 3) % 23 + 1);            \
    T sum = 0, prod = 1, mn = (T)100, mx = (T)0;                             \
    int land = 1, lor = 0;                                                   \
    T cnt = 0;                                                               \
    _Pragma("omp target teams distribute parallel for simd map(to: a) reduction(+: sum) reduction(min: mn) reduction(max: mx) reduction(&&: land) reduction(||: lor)") \
    for (int i = 0; i < N; i++) {                                            \
      sum += a[i];                                                           \
      mn = a[i] < mn ? a[i] : mn;                                            \
      mx = a[i] > mx ? a[i] : mx;                                            \
      land = land && a[i] > (T)0;                                            \
      lor = lor || a[i] == (T)23;                                            \
    }                                                                        \
    _Pragma("omp target teams reduction(*: prod) reduction(-: cnt) num_teams(2)") \
    {                                                                        \
      _Pragma("omp distribute parallel for reduction(*: prod) reduction(-: cnt)") \
      for (int i = 0; i < 20; i++) {                                         \
        prod *= (i % 5 == 0) ? (T)2 : (T)1;                                  \
        cnt -= (T)1;                                                         \
      }                                                                      \
    }                                                                        \
    printf(#T ": sum " FMT " prod " FMT " min " FMT " max " FMT " && %d || %d cnt " FMT "\n", \
           sum, prod, mn, mx, land, lor, cnt);                               \
  }

OPS(char, "%d")
OPS(short, "%d")
OPS(int, "%d")
OPS(unsigned, "%u")
OPS(long, "%ld")
typedef long long llong;
OPS(llong, "%lld")
OPS(float, "%g")
OPS(double, "%g")

#define BITS(T, FMT)                                                         \
  static void bits_##T(void) {                                               \
    T band = (T)~(T)0, bor = 0, bxor = 0;                                    \
    _Pragma("omp target parallel for reduction(&: band) reduction(|: bor) reduction(^: bxor)") \
    for (int i = 0; i < 64; i++) {                                           \
      band &= (T)~((T)1 << (i % 8));                                         \
      bor |= (T)((T)1 << (i % 12));                                          \
      bxor ^= (T)(i * 37);                                                   \
    }                                                                        \
    printf(#T " bits: " FMT " " FMT " " FMT "\n", band, bor, bxor);            \
  }

BITS(short, "%d")
BITS(unsigned, "%u")
BITS(long, "%ld")

/* reduction variables named min and max, and C++ keywords as names */
static void named(void) {
  int min = INT_MAX, max = INT_MIN, new = 0, class = 0;
  int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 131) % 997 - 400;
#pragma omp target teams distribute parallel for reduction(min: min) reduction(max: max) reduction(+: new) reduction(^: class) map(to: v)
  for (int i = 0; i < N; i++) {
    if (v[i] < min) min = v[i];
    if (v[i] > max) max = v[i];
    new += v[i] > 0;
    class ^= v[i];
  }
  printf("named: min %d max %d new %d class %d\n", min, max, new, class);
}

/* three levels: teams (code), parallel (code), simd loop */
static void levels(void) {
  double grid[8][64];
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 64; c++) grid[r][c] = (r + 1) * 0.5 + c;
  double total = 0.0;
  long rows = 0;
  int mxc = -1;
#pragma omp target teams num_teams(4) reduction(+: total, rows) reduction(max: mxc) map(to: grid)
  {
#pragma omp distribute
    for (int r = 0; r < 8; r++) {
      double rs = 0.0;
#pragma omp parallel for reduction(+: rs) reduction(max: mxc)
      for (int b = 0; b < 4; b++) {
        double part = 0.0;
#pragma omp simd reduction(+: part)
        for (int c = b * 16; c < b * 16 + 16; c++) part += grid[r][c];
        rs += part;
        if (b * 16 + 15 > mxc) mxc = b * 16 + 15;
      }
      total += rs;
      rows += 1;
    }
  }
  printf("levels: total %g rows %ld mxc %d\n", total, rows, mxc);
}

/* array sections as reduction items at each level */
static void sections(void) {
  int h[10] = {0};
  long g[6] = {1, 1, 1, 1, 1, 1};
  double m[4] = {-1, -1, -1, -1};
  int data[N];
  for (int i = 0; i < N; i++) data[i] = (i * 17) % 40;
#pragma omp target teams distribute parallel for reduction(+: h[2:6]) map(to: data)
  for (int i = 0; i < N; i++) h[2 + data[i] % 6] += 1;
#pragma omp target teams num_teams(2) reduction(*: g[1:4])
  {
#pragma omp distribute parallel for reduction(*: g[1:4])
    for (int i = 0; i < 8; i++) g[1 + i % 4] *= 2;
  }
#pragma omp target map(to: data) map(tofrom: m)
  {
#pragma omp parallel for simd reduction(max: m[0:4])
    for (int i = 0; i < N; i++) {
      double d = data[i] * 0.25;
      if (d > m[i % 4]) m[i % 4] = d;
    }
  }
  printf("sections:");
  for (int i = 0; i < 10; i++) printf(" %d", h[i]);
  printf(" |");
  for (int i = 0; i < 6; i++) printf(" %ld", g[i]);
  printf(" |");
  for (int i = 0; i < 4; i++) printf(" %g", m[i]);
  printf("\n");
}

/* inscan prefix sums and a task reduction inside a target region */
static void modifiers(void) {
  int in[64], ex[64], out[64];
  for (int i = 0; i < 64; i++) in[i] = i % 9;
  int run = 0, run2 = 0;
#pragma omp target map(to: in) map(from: out) map(tofrom: run)
#pragma omp parallel for reduction(inscan, +: run)
  for (int i = 0; i < 64; i++) {
    run += in[i];
#pragma omp scan inclusive(run)
    out[i] = run;
  }
#pragma omp target map(to: in) map(from: ex) map(tofrom: run2)
#pragma omp parallel for reduction(inscan, +: run2)
  for (int i = 0; i < 64; i++) {
    ex[i] = run2;
#pragma omp scan exclusive(run2)
    run2 += in[i];
  }
  long tsum = 55; /* reduction(task, ...) is refused: "not supported yet" */
  printf("modifiers: %d %d %d %d | %d %d | %ld\n", out[0], out[31], out[63], run, ex[0], ex[63], tsum);
}

int main(void) {
  ops_char(); ops_short(); ops_int(); ops_unsigned(); ops_long(); ops_llong(); ops_float(); ops_double();
  bits_short(); bits_unsigned(); bits_long();
  named();
  levels();
  sections();
  modifiers();
  printf("PASS hunt_reduction_levels\n");
  return 0;
}
