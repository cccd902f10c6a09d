/* Target regions in functions that a macro use defines whole, as
 * type-generic test suites write them: the host output prints the
 * function from the macro's expansion, its specifiers and declarator
 * too, and without the declaration of __func__ the parser adds to each
 * body (the function still names itself through __func__). */
#include <stdio.h>
#include <string.h>

#define SUM_FN(T)                                                         \
  static T sum_##T(const T *a, int n, const char **name) {                \
    T s = 0;                                                              \
    _Pragma("omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])") \
    for (int i = 0; i < n; i++)                                           \
      s += a[i];                                                          \
    *name = __func__;                                                     \
    return s;                                                             \
  }

#define SCALE_FN(T) \
  void scale_##T(T *a, int n, T f) { \
    _Pragma("omp target map(tofrom: a[0:n])") \
    { \
      for (int i = 0; i < n; i++) \
        a[i] *= f; \
    } \
  }

SUM_FN(int)
SUM_FN(double)
SCALE_FN(long)

int main(void) {
  int fails = 0;
  int ai[100];
  double ad[100];
  long al[10];
  for (int i = 0; i < 100; i++) {
    ai[i] = i;
    ad[i] = 0.5 * i;
  }
  for (int i = 0; i < 10; i++)
    al[i] = i - 3;
  const char *ni = "", *nd = "";
  int si = sum_int(ai, 100, &ni);
  double sd = sum_double(ad, 100, &nd);
  scale_long(al, 10, 4L);
  if (si != 4950 || sd != 2475.0) {
    printf("FAIL sums %d %g\n", si, sd);
    fails++;
  }
  if (strcmp(ni, "sum_int") != 0 || strcmp(nd, "sum_double") != 0) {
    printf("FAIL names %s %s\n", ni, nd);
    fails++;
  }
  for (int i = 0; i < 10; i++)
    if (al[i] != 4L * (i - 3)) {
      printf("FAIL scale %d: %ld\n", i, al[i]);
      fails++;
    }
  if (fails)
    return 1;
  printf("PASS macro_function_region\n");
  return 0;
}
