/* Differential program (against clang-19): directives written through _Pragma macros, declare target functions defined by a macro. */
#include "hunt23_harness.h"
#define N 100
#define STR(x) #x
#define OMP(x) _Pragma(STR(omp x))
#define TARGET_MAP(...) OMP(target map(__VA_ARGS__))
#define TEAMS_LOOP(nt) OMP(target teams distribute parallel for num_teams(nt) map(tofrom: arr[0:N]))
#define RED_LOOP(op, var) OMP(target teams distribute parallel for reduction(op: var) map(to: arr[0:N]))
#define FOR_EACH(i) for (int i = 0; i < N; i++)
#define CHECK_ARRAY(err, a, expr) do { FOR_EACH(i_) { OMPVV_TEST_AND_SET(err, (a)[i_] != (expr)); } } while (0)

static int arr[N];

static int test_macro_loops(void) {
  int err = 0;
  FOR_EACH(i) arr[i] = i;
  TEAMS_LOOP(4)
  FOR_EACH(i) arr[i] = arr[i] * 2 + 1;
  CHECK_ARRAY(err, arr, 2 * i_ + 1);
  long s = 0;
  RED_LOOP(+, s)
  FOR_EACH(i) s += arr[i];
  int mx = 0;
  RED_LOOP(max, mx)
  FOR_EACH(i) mx = arr[i] > mx ? arr[i] : mx;
  printf("s=%ld mx=%d\n", s, mx);
  OMPVV_REPORT(err);
  return err;
}

#define DECLARE_SCALE(T, name) \
  OMP(declare target) \
  static T name(T x) { return x * (T)3; } \
  OMP(end declare target)
DECLARE_SCALE(int, scale_i)
DECLARE_SCALE(double, scale_d)

static int test_macro_functions(void) {
  int err = 0;
  int ri = 0;
  double rd = 0;
  TARGET_MAP(from: ri, rd)
  {
    ri = scale_i(7);
    rd = scale_d(1.5);
  }
  printf("ri=%d rd=%g\n", ri, rd);
  OMPVV_TEST_AND_SET(err, ri != 21);
  OMPVV_REPORT(err);
  return err;
}

#define DATA_BLOCK(a, n, body) \
  OMP(target data map(tofrom: a[0:n])) \
  { body }

static int test_macro_data(void) {
  int err = 0;
  int b[N];
  FOR_EACH(i) b[i] = 1;
  OMP(target data map(tofrom: b[0:N]))
  {
    OMP(target teams distribute parallel for)
    FOR_EACH(i) b[i] += i;
    OMP(target update from(b[0:10]))
    printf("b[9] inside=%d\n", b[9]);
  }
  CHECK_ARRAY(err, b, 1 + i_);
  OMPVV_REPORT(err);
  return err;
}

static int test_pragma_in_conditional_macro(void) {
  int err = 0;
  int c[N];
#if defined(_OPENMP) && _OPENMP >= 201811
#define SIMD_IF_NEW OMP(simd)
#else
#define SIMD_IF_NEW
#endif
  TARGET_MAP(from: c)
  {
    SIMD_IF_NEW
    FOR_EACH(i) c[i] = N - i;
  }
  CHECK_ARRAY(err, c, N - i_);
  printf("_OPENMP>=201811: %d\n", _OPENMP >= 201811);
  OMPVV_REPORT(err);
  return err;
}

int main(void) {
  int errs = 0;
  OMPVV_TEST_OFFLOADING();
  errs += test_macro_loops();
  errs += test_macro_functions();
  errs += test_macro_data();
  errs += test_pragma_in_conditional_macro();
  printf("errors %d\n", errs);
  return errs;
}
