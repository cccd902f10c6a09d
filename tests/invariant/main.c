/* Uses the library unit; with pair.c's two kernels the binary has three. */
#include <stdio.h>

void scale(double *x, int n, double f);

int main(void) {
  double x[64];
  for (int i = 0; i < 64; i++) x[i] = i;
  scale(x, 64, 0.5);
#pragma omp target map(tofrom: x)
  {
    for (int i = 0; i < 64; i++) x[i] += 1.0;
  }
  for (int i = 0; i < 64; i++)
    if (x[i] != i * 0.5 + 1.0) {
      printf("FAIL multi at %d: %f\n", i, x[i]);
      return 1;
    }
  printf("PASS multi\n");
  return 0;
}
