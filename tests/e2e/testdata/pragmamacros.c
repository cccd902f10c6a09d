/* _Pragma operators are matched to their directives by where they are
 * expanded, not by counting occurrences in the text: macros holding two
 * pragmas, pragma macros in inactive conditional branches, and direct
 * _Pragma operators. */
#include <stdio.h>

/* Two target regions from one macro use. */
#define TWICE(v) _Pragma("omp target") { v[0] += 1; } _Pragma("omp target") { v[0] *= 3; }
/* Two pragmas, of which only one is an OpenMP directive. */
#define UNROLLED(v) _Pragma("GCC diagnostic push") _Pragma("omp target") { v[0] += 4; }
/* A pragma macro used only in an inactive branch. */
#define NEVER(v) _Pragma("omp target") { v[0] = -100; }

int main(void) {
  int a[1] = {0}, b[1] = {1}, c[1] = {0}, d[1] = {0};
#if 0
  NEVER(a);
  NEVER(b);
#endif
  TWICE(a);
  UNROLLED(b); UNROLLED(c);
  _Pragma("omp target") { d[0] += 9; }
#if 0
  _Pragma("omp target") { d[0] = -1; }
#else
  TWICE(d);
#endif
  printf("a=%d b=%d c=%d d=%d\n", a[0], b[0], c[0], d[0]);
  int ok = a[0] == 3 && b[0] == 5 && c[0] == 4 && d[0] == 30;
  printf("%s pragmamacros\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
