/* Directives spelled through _Pragma with a string that macros make, as
 * portability headers write them: _Pragma(STR(x)) with the directive a
 * macro argument, a directive whose clauses hold macros (expanded in the
 * directive, as in #pragma omp), and a string made by stringizing after
 * expansion (XSTR). gcc and clang expand macros in _Pragma's operand. */
#include <stdio.h>

#define STR(x) #x
#define XSTR(x) STR(x)
#define PRAGMA(x) _Pragma(STR(x))
#define OMP(x) PRAGMA(omp x)
#define N 64
#define CHUNK 8
#define PAR_FOR(a, n) _Pragma(XSTR(omp target teams distribute parallel for map(tofrom: a[0:n]) dist_schedule(static, CHUNK)))

static void bump(int *a, int n) {
  PAR_FOR(a, n)
  for (int i = 0; i < n; i++) a[i] += 3;
}

int main(void) {
  int a[N], sum = 0;
  OMP(target teams distribute parallel for map(from: a[0:N]))
  for (int i = 0; i < N; i++) a[i] = i * i;
  bump(a, N);
  _Pragma(STR(omp target map(tofrom: sum) map(to: a[0:N])))
  for (int i = 0; i < N; i++) sum += a[i];
  OMP(target update from(a[0:0]))
  int want = 0;
  for (int i = 0; i < N; i++) want += i * i + 3;
  printf("a[1]=%d a[63]=%d sum=%d\n", a[1], a[63], sum);
  if (a[1] != 4 || a[63] != 63 * 63 + 3 || sum != want) {
    printf("FAIL pragma_stringize\n");
    return 1;
  }
  printf("PASS pragma_stringize\n");
  return 0;
}
