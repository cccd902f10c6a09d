/* Differential program (against clang-19): C forms in kernels that
 * application codes use: loops over a pointer variable in combined
 * constructs, `!=` loop tests, decreasing and size_t loops with collapse,
 * designated initializers and compound literals of structs in regions,
 * _Generic and __typeof__ in device code, GNU statement expressions,
 * offsetof, _Static_assert and _Alignof, __func__ in a declare target
 * function, a file-scope static table used implicitly, restrict and
 * volatile locals, and a switch with fall-through. */
#include "hunt26_harness.h"
#include <stddef.h>
#include <string.h>
#define N 48

typedef struct { int a; double b; char tag[4]; } rec_t;
static int weights[5] = {3, 1, 4, 1, 5};

#define TWICE(x) _Generic((x), int: (x) * 2, double: (x) * 2.0, default: 0)
#define MAXOF(a, b) ({ __typeof__(a) a_ = (a); __typeof__(b) b_ = (b); a_ > b_ ? a_ : b_; })

#pragma omp declare target
static int name_len(void) { return (int)strlen(__func__); }
static int classify(int v) {
  int r = 0;
  switch (v % 4) {
  case 0: r += 1; /* fall through */
  case 1: r += 10; break;
  case 2: r += 100; /* fall through */
  default: r += 1000;
  }
  return r;
}
#pragma omp end declare target

int main(void) {
  printf("offloading %d\n", h26_offloading());
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int *end = a + N;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int *p = a; p < a + N; p++) *p = *p * 2 + 1;
  (void)end;
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a)
  for (int i = 0; i != N; i++) s += i % 3 == 0 ? a[i] : 0;
  printf("ptrloop %d %d %ld\n", a[0], a[47], s);

  static int m[6][8];
#pragma omp target teams distribute parallel for collapse(2) map(from: m)
  for (size_t i = 0; i < 6; i++)
    for (int j = 7; j >= 0; j--) m[i][j] = (int)i * 10 - j;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m)
  for (long i = 5; i >= 0; i--)
    for (size_t j = 0; j < 8; j += 2) m[i][j] += 1000;
  printf("collapse %d %d %d\n", m[0][0], m[5][7], m[3][4]);

  rec_t out[3];
  int g[4];
  size_t offs[2];
#pragma omp target map(from: out, g, offs)
  {
    rec_t r = {.b = 2.5, .tag = "ab", .a = 7};
    out[0] = r;
    out[1] = (rec_t){.a = r.a * 2, .tag = {'x', 'y'}};
    out[2] = (rec_t){3, 0.25, "zz"};
    int t[6] = {[1] = 2, [4] = 9};
    g[0] = t[0] + t[1] * 10 + t[4] * 100 + TWICE(3);
    g[1] = (int)TWICE(1.25) + MAXOF(4, 9) + MAXOF(-2, -8);
    _Static_assert(sizeof(rec_t) >= 16, "layout");
    g[2] = (int)_Alignof(double) + name_len();
    int acc = 0;
    for (int k = 0; k < 5; k++) acc += weights[k] * k;
    g[3] = acc + classify(4) + classify(6) + classify(7);
    offs[0] = offsetof(rec_t, b);
    offs[1] = offsetof(rec_t, tag);
  }
  printf("records %d %.2f %s | %d %.2f %s | %d %.2f %s\n", out[0].a, out[0].b, out[0].tag, out[1].a, out[1].b, out[1].tag, out[2].a, out[2].b, out[2].tag);
  printf("forms %d %d %d %d %zu %zu\n", g[0], g[1], g[2], g[3], offs[0], offs[1]);

  double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; }
  double *restrict xp = x;
  double *restrict yp = y;
#pragma omp target teams distribute parallel for map(to: xp[0:N]) map(from: yp[0:N])
  for (int i = 0; i < N; i++) {
    volatile double t = xp[i];
    yp[i] = t * t - xp[N - 1 - i];
  }
  printf("restrict %g %g\n", y[0], y[47]);
  return 0;
}
