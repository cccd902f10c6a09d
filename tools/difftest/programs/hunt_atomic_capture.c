/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): every statement form of
 * `atomic capture` (prefix, postfix, op=, x = x op e, x = e op x, the
 * two-statement blocks, swap) with memory-order clauses on int,
 * unsigned, long, float and double, on one thread in sequence and on
 * many threads handing out slots; x as a scalar, an array element, a
 * struct member and through a pointer. */
#include <stdio.h>

struct acc { int pad; long cnt; double sum; };

#define SEQ(T, FMT)                                                        \
  static void seq_##T(void) {                                              \
    T x = 40, v = 0, out[20];                                              \
    _Pragma("omp target map(tofrom: x, out) map(alloc: v)")                \
    {                                                                      \
      _Pragma("omp atomic capture")                                        \
      v = x++;                                                             \
      out[0] = v;                                                          \
      _Pragma("omp atomic capture seq_cst")                                \
      v = ++x;                                                             \
      out[1] = v;                                                          \
      _Pragma("omp atomic capture acq_rel")                                \
      v = x--;                                                             \
      out[2] = v;                                                          \
      _Pragma("omp atomic capture release")                                \
      v = --x;                                                             \
      out[3] = v;                                                          \
      _Pragma("omp atomic capture acquire")                                \
      v = x += (T)3;                                                       \
      out[4] = v;                                                          \
      _Pragma("omp atomic capture relaxed")                                \
      v = x -= (T)1;                                                       \
      out[5] = v;                                                          \
      _Pragma("omp atomic capture")                                        \
      v = x *= (T)2;                                                       \
      out[6] = v;                                                          \
      _Pragma("omp atomic capture")                                        \
      v = x /= (T)4;                                                       \
      out[7] = v;                                                          \
      _Pragma("omp atomic capture")                                        \
      v = x = x + (T)5;                                                    \
      out[8] = v;                                                          \
      _Pragma("omp atomic capture")                                        \
      v = x = (T)100 - x;                                                  \
      out[9] = v;                                                          \
      _Pragma("omp atomic capture")                                        \
      { v = x; x = (T)90 - x; }                                            \
      out[10] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { x = x * (T)3; v = x; }                                             \
      out[11] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { v = x; x--; }                                                      \
      out[12] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { ++x; v = x; }                                                      \
      out[13] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { v = x; x = (T)7; }                                                 \
      out[14] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { x /= (T)2; v = x; }                                                \
      out[15] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { v = x; x = (T)60 / x; }                                            \
      out[16] = v;                                                         \
      _Pragma("omp atomic capture")                                        \
      { x -= (T)1; v = x; }                                                \
      out[17] = v;                                                         \
      _Pragma("omp atomic capture seq_cst")                                \
      v = x = (T)2 * x;                                                    \
      out[18] = v;                                                         \
      out[19] = x;                                                         \
    }                                                                      \
    printf(#T ":");                                                        \
    for (int i = 0; i < 20; i++) printf(" " FMT, out[i]);                  \
    printf("\n");                                                          \
  }

SEQ(int, "%d")
SEQ(unsigned, "%u")
SEQ(long, "%ld")
SEQ(float, "%g")
SEQ(double, "%g")

static void bits(void) {
  unsigned u = 0xF0F0u, out[8];
  long l = 1;
  int i = -64;
#pragma omp target map(tofrom: u, l, i, out)
  {
    unsigned v;
#pragma omp atomic capture
    v = u &= 0xFF00u;
    out[0] = v;
#pragma omp atomic capture
    { v = u; u |= 0x000Fu; }
    out[1] = v;
#pragma omp atomic capture
    { u ^= 0x0F0Fu; v = u; }
    out[2] = v;
#pragma omp atomic capture
    v = u <<= 2;
    out[3] = v;
#pragma omp atomic capture
    { v = u; u = u >> 3; }
    out[4] = v;
    long lv;
#pragma omp atomic capture
    lv = l = l << 40;
    out[5] = (unsigned)(lv >> 32);
    int iv;
#pragma omp atomic capture
    { iv = i; i = i >> 2; }
    out[6] = (unsigned)iv;
#pragma omp atomic capture
    iv = i /= 5;
    out[7] = (unsigned)iv;
  }
  printf("bits: %x %x %x %x %x %x %d %d | %x %ld %d\n", out[0], out[1], out[2], out[3],
         out[4], out[5], (int)out[6], (int)out[7], u, l, i);
}

#define N 512
static void slots(void) {
  int ctr = 0, got[N];
  unsigned uc = 1000u;
  unsigned ug[N];
  struct acc a = {0, 0, 0.0};
  long arr[3] = {0, 0, 0};
  long *p = &arr[1];
  double dsum = 0.0;
#pragma omp target teams distribute parallel for num_teams(3) thread_limit(64) \
    map(tofrom: ctr, got, uc, ug, a, arr[0:3], dsum)
  for (int i = 0; i < N; i++) {
    int v;
#pragma omp atomic capture
    v = ctr++;
    got[i] = v;
    unsigned w;
#pragma omp atomic capture
    { w = uc; uc--; }
    ug[i] = w;
    long c;
#pragma omp atomic capture seq_cst
    c = a.cnt += 2;
    (void)c;
#pragma omp atomic update
    a.sum += 0.25;
#pragma omp atomic capture
    { arr[1] = arr[1] + 3; c = arr[1]; }
    double d;
#pragma omp atomic capture
    { d = dsum; dsum += 1.0; }
    (void)d;
  }
  (void)p;
  int seen[N] = {0}, bad = 0;
  for (int i = 0; i < N; i++) {
    if (got[i] < 0 || got[i] >= N || seen[got[i]]++) bad++;
    if (ug[i] > 1000u || ug[i] <= 1000u - N) bad++;
  }
  unsigned useen[N] = {0};
  for (int i = 0; i < N; i++) if (ug[i] <= 1000u && ug[i] > 1000u - N && useen[1000u - ug[i]]++) bad++;
  printf("slots: ctr %d uc %u cnt %ld sum %g arr %ld dsum %g bad %d\n", ctr, uc, a.cnt, a.sum, arr[1], dsum, bad);
}

int main(void) {
  seq_int(); seq_unsigned(); seq_long(); seq_float(); seq_double();
  bits();
  slots();
  printf("PASS hunt_atomic_capture\n");
  return 0;
}
