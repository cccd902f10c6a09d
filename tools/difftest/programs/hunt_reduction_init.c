/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): the initial values of the
 * private copies of reduction items (OpenMP 5.2 §5.5.5: 0 for + | ^ ||,
 * 1 for * &&, ~0 for &, the largest and smallest values of the type for
 * min and max), read by the loop body before it updates them, on
 * combined, nested and simd constructs, for every arithmetic type.
 * With OMP_TARGET_OFFLOAD=DISABLED the float and double lines differ:
 * the lowered program's host fallback is gcc's reduction, which starts
 * min and max at the infinities where clang-19 starts at FLT_MAX and
 * DBL_MAX (docs/loops.md). */
#include <stdio.h>
#include <float.h>
#include <limits.h>

#define INIT(T, FMT, CONV)                                                  \
  static void init_##T(void) {                                              \
    T mn = 5, mx = 5, s = 5, p = 5;                                         \
    T seen[4][4];                                                           \
    _Pragma("omp target teams distribute parallel for num_teams(1) thread_limit(1) reduction(min: mn) reduction(max: mx) reduction(+: s) reduction(*: p) map(from: seen)") \
    for (int i = 0; i < 4; i++) {                                           \
      seen[i][0] = mn; seen[i][1] = mx; seen[i][2] = s; seen[i][3] = p;     \
      mn = (T)0; mx = (T)0; s += (T)1; p *= (T)1;                           \
    }                                                                       \
    printf(#T " first:");                                                   \
    for (int k = 0; k < 4; k++) printf(" " FMT, CONV(seen[0][k]));         \
    printf(" | mn " FMT " mx " FMT " s " FMT " p " FMT "\n", CONV(mn), CONV(mx), CONV(s), CONV(p)); \
  }

#define ID(x) (x)
#define DBL(x) ((double)(x))
INIT(int, "%d", ID)
INIT(unsigned, "%u", ID)
INIT(long, "%ld", ID)
typedef unsigned long ulong;
INIT(ulong, "%lu", ID)
typedef signed char schar;
INIT(schar, "%d", ID)
typedef unsigned char uchar;
INIT(uchar, "%d", ID)
INIT(short, "%d", ID)
INIT(float, "%g", DBL)
INIT(double, "%g", DBL)

static void bits(void) {
  unsigned a = 7, o = 7, x = 7;
  int la = 0, lo = 1;
  double dla = 0.0;
  unsigned sa[3];
  int sl[3];
  double sd;
#pragma omp target map(from: sa, sl, sd) map(tofrom: a, o, x, la, lo, dla)
  {
#pragma omp parallel for num_threads(1) reduction(&: a) reduction(|: o) reduction(^: x) reduction(&&: la, dla) reduction(||: lo)
    for (int i = 0; i < 1; i++) {
      sa[0] = a; sa[1] = o; sa[2] = x;
      sl[0] = la; sl[1] = lo;
      sd = dla;
      sl[2] = 0;
    }
  }
  printf("bits first: %x %x %x | %d %d %g | after %x %x %x %d %d %g\n", sa[0], sa[1], sa[2], sl[0], sl[1], sd, a, o, x, la, lo, dla);
  float fmx = 1.0f, fmn = 1.0f, fseen[2];
#pragma omp target map(from: fseen) map(tofrom: fmx, fmn)
  {
#pragma omp simd reduction(max: fmx) reduction(min: fmn)
    for (int i = 0; i < 1; i++) {
      fseen[0] = fmx;
      fseen[1] = fmn;
    }
  }
  printf("simd float: %g %g is_max %d is_min %d\n", fseen[0], fseen[1], fseen[1] == FLT_MAX, fseen[0] == -FLT_MAX);
}

int main(void) {
  init_int(); init_unsigned(); init_long(); init_ulong(); init_schar(); init_uchar(); init_short(); init_float(); init_double();
  bits();
  printf("PASS hunt_reduction_init\n");
  return 0;
}
