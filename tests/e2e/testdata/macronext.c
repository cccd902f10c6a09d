/* A target region produced by a function-like macro, followed on the same
 * line by an ordinary block: the region is the macro's block (it runs on
 * the device), and the next block stays on the host. */
#include <omp.h>
#include <stdio.h>

#define INC(v) _Pragma("omp target") { v[0] += omp_is_initial_device() ? 100 : 1; }

int main(void) {
  int x[1] = {0}, y[1] = {0};
  INC(x); { y[0] += omp_is_initial_device() ? 5 : 1000; }
  INC(x); { y[0] += omp_is_initial_device() ? 5 : 1000; }
  printf("x=%d y=%d\n", x[0], y[0]);
  int ok = x[0] == 2 && y[0] == 10;
  printf("%s macronext\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
