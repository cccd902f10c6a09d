/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): the OpenMP 5.1 atomic compare
 * forms (min/max with x first or last, equality with the operands either
 * way round, the capture forms, fail and memory-order clauses) on int,
 * unsigned, long, float and double, sequentially and under contention. */
#include <stdio.h>
#include <omp.h>

/* clang-19 drops the statement of `atomic compare weak` (it never stores)
 * and stores -1 for a true comparison in `r = x == e` (docs/difftest.md):
 * neither is used here. */

#define N 256

#define SEQ(T, FMT)                                                        \
  static void seq_##T(void) {                                              \
    T x = 5, v = 0, e = 9, d = 2;                                          \
    T out[24] = {0};                                                       \
    _Pragma("omp target map(tofrom: x, v, out) map(to: e, d)")             \
    {                                                                      \
      _Pragma("omp atomic compare")                                        \
      x = x < e ? e : x;                                                   \
      out[0] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      x = x > d ? d : x;                                                   \
      out[1] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      x = e < x ? e : x;                                                   \
      out[2] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      if (x == d) { x = e; }                                               \
      out[3] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      if (e == x) { x = (T)7; }                                            \
      out[4] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      x = x == (T)7 ? (T)11 : x;                                           \
      out[5] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      if ((T)3 > x) { x = (T)3; }                                          \
      out[6] = x;                                                          \
      _Pragma("omp atomic compare")                                        \
      if (x < (T)20) { x = (T)20; }                                        \
      out[7] = x;                                                          \
      _Pragma("omp atomic compare seq_cst")                           \
      if (x == (T)20) { x = (T)21; }                                       \
      out[8] = x;                                                          \
      _Pragma("omp atomic compare release fail(relaxed)")                  \
      x = x > (T)4 ? (T)4 : x;                                             \
      out[9] = x;                                                          \
    }                                                                      \
    printf(#T ":");                                                        \
    for (int i = 0; i < 10; i++) printf(" " FMT, out[i]);                  \
    printf("\n");                                                          \
  }

#define SEQCAP(T, FMT)                                                     \
  static void seqcap_##T(void) {                                           \
    T x = 20, v = 0;                                                       \
    T out[24] = {0};                                                       \
    int r = 0, rs[4];                                                      \
    _Pragma("omp target map(tofrom: x, v, out, r, rs)")                    \
    {                                                                      \
      _Pragma("omp atomic compare capture")                                \
      { v = x; if (x > (T)15) { x = (T)15; } }                             \
      out[8] = v; out[9] = x;                                              \
      _Pragma("omp atomic compare capture")                                \
      { v = x; if (x == (T)15) { x = (T)16; } }                            \
      out[10] = v; out[11] = x;                                            \
      _Pragma("omp atomic compare capture")                                \
      { r = x == (T)99; if (r) { x = (T)1; } }                             \
      rs[0] = r; out[12] = x;                                              \
      _Pragma("omp atomic compare capture")                                \
      { r = x == (T)16; if (r) { x = (T)4; } else { v = x; } }             \
      rs[1] = r; out[13] = x;                                              \
      v = (T)0;                                                            \
      _Pragma("omp atomic compare capture")                                \
      if (x == (T)100) { x = (T)1; } else { v = x; }                       \
      out[14] = v; out[15] = x;                                            \
      _Pragma("omp atomic compare capture seq_cst")                        \
      { v = x; if (x < (T)8) { x = (T)8; } }                               \
      out[16] = v;                                                         \
      _Pragma("omp atomic capture compare acq_rel")                        \
      { v = x; if (x == (T)8) { x = (T)9; } }                              \
      out[17] = v; out[18] = x;                                            \
      _Pragma("omp atomic compare relaxed fail(relaxed)")                  \
      if (x == (T)9) { x = (T)10; }                                        \
      out[19] = x;                                                         \
      _Pragma("omp atomic compare acquire")                                \
      if (x == (T)10) { x = (T)12; }                                       \
      out[20] = x;                                                         \
      _Pragma("omp atomic compare capture")                                \
      { r = x == (T)12; if (r) { x = (T)13; } else { v = x; } }          \
      rs[2] = r; out[21] = x;                                              \
      _Pragma("omp atomic compare capture")                                \
      { r = x == (T)0; if (r) { x = (T)14; } }                             \
      rs[3] = r; out[22] = x; out[23] = v;                                 \
    }                                                                      \
    printf(#T " cap:");                                                    \
    for (int i = 8; i < 24; i++) printf(" " FMT, out[i]);                  \
    printf(" | r %d %d %d %d\n", rs[0] != 0, rs[1] != 0, rs[2] != 0, rs[3] != 0);         \
  }

SEQCAP(int, "%d")
SEQCAP(unsigned, "%u")
SEQCAP(long, "%ld")

SEQ(int, "%d")
SEQ(unsigned, "%u")
SEQ(long, "%ld")
SEQ(float, "%g")
SEQ(double, "%g")

#define CONT(T, FMT, CAPTURE)                                                       \
  static void cont_##T(void) {                                             \
    T vals[N];                                                             \
    for (int i = 0; i < N; i++) vals[i] = (T)((i * 73 + 11) % 509);        \
    T mx = (T)0, mn = (T)1000, eq = (T)0;                                  \
    int won[N], nwin = 0;                                                  \
    _Pragma("omp target teams distribute parallel for num_teams(4) map(to: vals) map(tofrom: mx, mn, eq, won, nwin)") \
    for (int i = 0; i < N; i++) {                                          \
      _Pragma("omp atomic compare")                                        \
      mx = mx < vals[i] ? vals[i] : mx;                                    \
      _Pragma("omp atomic compare")                                        \
      if (vals[i] < mn) { mn = vals[i]; }                                  \
      int r;                                                               \
      CAPTURE                                                              \
      won[i] = r;                                                          \
      if (r) {                                                             \
        _Pragma("omp atomic")                                              \
        nwin++;                                                            \
      }                                                                    \
    }                                                                      \
    T hmx = 0, hmn = 1000;                                                 \
    for (int i = 0; i < N; i++) { if (vals[i] > hmx) hmx = vals[i]; if (vals[i] < hmn) hmn = vals[i]; } \
    int who = -1, cnt = 0;                                                 \
    for (int i = 0; i < N; i++) if (won[i]) { who = i; cnt++; }            \
    printf(#T " contention: mx " FMT " mn " FMT " ok %d\n", mx, mn,        \
           mx == hmx && mn == hmn && cnt == 1 && nwin == 1 && eq == (T)(who + 1)); \
  }

#define CAP_EQ(T)                                                          \
  _Pragma("omp atomic compare capture")                                    \
  { r = eq == (T)0; if (r) { eq = (T)(i + 1); } }
/* compare capture on floating x: refused (clang-19 captures the new value) */
#define CAS_EQ(T)                                                          \
  T old;                                                                   \
  _Pragma("omp atomic compare capture")                                    \
  { old = eq; if (eq == (T)0) { eq = (T)(i + 1); } }                        \
  r = old == (T)0;

CONT(int, "%d", CAP_EQ(int))
CONT(unsigned, "%u", CAS_EQ(unsigned))
CONT(long, "%ld", CAP_EQ(long))

int main(void) {
  seqcap_int(); seqcap_unsigned(); seqcap_long();
  seq_int(); seq_unsigned(); seq_long(); seq_float(); seq_double();
  cont_int(); cont_unsigned(); cont_long(); 
  printf("PASS hunt_atomic_compare\n");
  return 0;
}
