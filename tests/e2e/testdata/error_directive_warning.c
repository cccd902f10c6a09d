/* The error directive with at(compilation) severity(warning) in a
 * target region, in a declare target function and at file scope: the
 * compilers warn and the program computes as without it (nothing with
 * it). */
#include <stdio.h>
#pragma omp error at(compilation) severity(warning) message("file scope")

#pragma omp declare target
static int twice(int x) {
#pragma omp error severity(warning) message("in a declare target function")
  return 2 * x;
}
#pragma omp end declare target

int main(void) {
  int a[8], s = 0;
#pragma omp target map(from: a) map(tofrom: s)
  {
#pragma omp error at(compilation) severity(warning) message("in a target region")
    for (int i = 0; i < 8; i++) {
#pragma omp nothing
      a[i] = twice(i);
      s += a[i];
    }
  }
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: a)
  for (int i = 0; i < 8; i++) {
#pragma omp error severity(warning) message("in a loop body")
    a[i] += 1;
    s += a[i];
  }
  printf("%d %d %d\n", a[0], a[7], s);
  printf("%s error_directive_warning\n", s == 120 ? "PASS" : "FAIL");
  return s != 120;
}
