/* Functions whose whole definition a macro use produces, with target
   regions and a data directive in their bodies: the host output prints
   the expansion with the function's specifiers and declarator. */
#include <stdio.h>
#define DEFINE_ADDER(name, T) \
  static void name(T *v, int n, T k) { \
    _Pragma("omp target teams distribute parallel for map(tofrom: v[0:n])") \
    for (int i = 0; i < n; i++) v[i] += k; \
  }
#define DEFINE_SUM(name, T) \
  T name(const T *v, int n) { \
    T s = 0; \
    _Pragma("omp target map(tofrom: s) map(to: v[0:n])") \
    { for (int i = 0; i < n; i++) s += v[i]; } \
    return s; \
  }
#define DEFINE_BUMP(name) \
  void name(int *v, int n) { \
    _Pragma("omp target enter data map(to: v[0:n])") \
    _Pragma("omp target teams distribute parallel for") \
    for (int i = 0; i < n; i++) v[i] += 1; \
    _Pragma("omp target exit data map(from: v[0:n])") \
  }

DEFINE_ADDER(add_int, int)
DEFINE_ADDER(add_dbl, double)
DEFINE_SUM(sum_long, long)
DEFINE_BUMP(bump)

int main(void) {
  int a[16];
  double d[16];
  long l[16];
  for (int i = 0; i < 16; i++) { a[i] = i; d[i] = i * 0.5; l[i] = i * 3; }
  add_int(a, 16, 5);
  add_dbl(d, 16, 0.25);
  bump(a, 16);
  long s = sum_long(l, 16);
  int ok = s == 3 * 120;
  for (int i = 0; i < 16; i++) ok &= a[i] == i + 6 && d[i] == i * 0.5 + 0.25;
  printf("a[15]=%d d[15]=%g s=%ld\n", a[15], d[15], s);
  if (!ok) {
    printf("FAIL macro_function_def\n");
    return 1;
  }
  printf("PASS macro_function_def\n");
  return 0;
}
