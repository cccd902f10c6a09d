/* Another program, whose device image must not be accepted by pair. */
#include <stdio.h>

int main(void) {
  int x[16];
#pragma omp target map(from: x)
  {
    for (int i = 0; i < 16; i++) x[i] = i;
  }
  printf("x[15]=%d\n", x[15]);
  return 0;
}
