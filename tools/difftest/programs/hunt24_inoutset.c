/* Differential program (against clang-19): depend(inoutset:) in host code (gcc 12, which compiles the host output, has no inoutset), beside a doacross loop and a target region. */
#include <omp.h>
#include <stdio.h>
int main(void) {
  int x = 0, y = 0, z[8];
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    x = 5;
#pragma omp task depend(inoutset: x) shared(x, y)
    {
#pragma omp atomic
      y += x;
    }
#pragma omp task depend(inoutset: x) shared(x, y)
    {
#pragma omp atomic
      y += 2 * x;
    }
#pragma omp task depend(in: x) shared(x, y)
    x = y + 1;
  }
  z[0] = 1;
#pragma omp parallel for ordered(1) num_threads(2)
  for (int i = 1; i < 8; i++) {
#pragma omp ordered depend(sink: i - 1)
    z[i] = z[i - 1] * 2;
#pragma omp ordered depend(source)
  }
  int w = 0;
#pragma omp target map(tofrom: w)
  w = 3;
  printf("%d %d %d %d\n", x, y, z[7], w);
  return 0;
}
