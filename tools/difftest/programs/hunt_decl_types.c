/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): target regions from macros of
 * a local header, begin/end declare target with device_type, declare
 * target link, static locals of declare target functions, and mapped
 * _Complex, bool, enum, union and bit-field data. */
#include <stdio.h>
#include <stdbool.h>
#include <complex.h>
#include "hunt_decl_types.h"

#define N 48

#pragma omp begin declare target
static int counter_base = 7;
int table[8] = {1, 2, 3, 5, 8, 13, 21, 34};
int next_id(void) {
  static int calls = 0; /* one per device (and per host) */
  calls++;
  return calls + counter_base;
}
static double poly(double x) { return (x + 1.0) * x; }
#pragma omp end declare target

#pragma omp begin declare target device_type(nohost)
int dev_only(int v) { return v + 1000; }
#pragma omp end declare target

#pragma omp begin declare target device_type(any)
int both(int v) { return v * 3; }
#pragma omp end declare target

int linked[N];
#pragma omp declare target link(linked)

enum color { RED = 1, GREEN = 4, BLUE = 9 };

struct packed {
  unsigned lo : 3;
  unsigned mid : 7;
  int sgn : 5;
  bool flag;
  enum color col;
};

union num {
  int i;
  float f;
  unsigned char bytes[4];
};

static void macros(void) {
  double v[N];
  long r;
  for (int i = 0; i < N; i++) v[i] = i;
  HT_SCALE(v, N, 1.5);
  int iv[N];
  for (int i = 0; i < N; i++) iv[i] = i + 1;
  HT_SUM(iv, N, r);
  double s = 0;
  for (int i = 0; i < N; i++) s += v[i];
  int w[4] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: w)
  {
    w[0] = 50;
    HT_TO(w[0:1])
#pragma omp target
    w[0] += ht_twice(w[1]);
    HT_FROM(w)
  }
  printf("macros: %g %ld %d\n", s, r, w[0]);
}

static void declare(void) {
  int ids[3], d = 0, t = 0;
  double p = 0;
#pragma omp target map(from: ids, p, t)
  {
    for (int k = 0; k < 3; k++) ids[k] = next_id();
    p = poly(2.5);
    t = table[5] + both(2);
  }
#pragma omp target map(from: d)
  d = both(5);
  for (int i = 0; i < N; i++) linked[i] = i;
#pragma omp target map(tofrom: linked[0:N])
  for (int i = 0; i < N; i++) linked[i] += table[i % 8];
  long ls = 0;
  for (int i = 0; i < N; i++) ls += linked[i];
  printf("declare: %d %d %d %g %d %d %ld host %d\n", ids[0], ids[1], ids[2], p, t, d, ls, both(4));
}

static void types(void) {
  double _Complex z[4];
  float _Complex zf = 1.0f + 2.0f * I;
  for (int k = 0; k < 4; k++) z[k] = k + (k + 1) * I;
  bool flags[N];
  for (int i = 0; i < N; i++) flags[i] = i % 3 == 0;
  struct packed pk[4];
  for (int k = 0; k < 4; k++) {
    pk[k].lo = k;
    pk[k].mid = 10 * k;
    pk[k].sgn = -k;
    pk[k].flag = k & 1;
    pk[k].col = k == 0 ? RED : k == 1 ? GREEN : BLUE;
  }
  union num u = {.f = 1.0f};
  int nflags = 0;
  enum color best = RED;
#pragma omp target map(tofrom: z, zf, flags, pk, u, nflags, best)
  {
    for (int k = 0; k < 4; k++) z[k] = z[k] * z[k] + conj(z[k]);
    zf *= 2.0f * I;
    for (int i = 0; i < N; i++) {
      flags[i] = !flags[i];
      nflags += flags[i];
    }
    for (int k = 0; k < 4; k++) {
      pk[k].lo = (pk[k].lo + 5) & 7;
      pk[k].mid += 3;
      pk[k].sgn -= 2;
      pk[k].flag = !pk[k].flag;
      if (pk[k].col > best) best = pk[k].col;
    }
    u.i += 1;
  }
  printf("complex: %g%+gi %g%+gi %g%+gi\n", creal(z[1]), cimag(z[1]), creal(z[3]), cimag(z[3]), crealf(zf), cimagf(zf));
  printf("bool: %d %d %d\n", nflags, flags[0], flags[1]);
  for (int k = 0; k < 4; k++) printf("bits %d: %u %u %d %d %d\n", k, pk[k].lo, pk[k].mid, pk[k].sgn, pk[k].flag, pk[k].col);
  printf("union: %08x enum %d\n", (unsigned)u.i, (int)best);
}

int main(void) {
  macros();
  declare();
  types();
  printf("PASS hunt_decl_types\n");
  return 0;
}
