/* Written by hand for tools/difftest -file (docs/difftest.md): target nowait + depend + taskwait pipelines. */
#include <stdio.h>
#define N 256
#define B 4
int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  int cs = N / B;
  #pragma omp target enter data map(alloc: a, b)
  for (int c = 0; c < B; c++) {
    int lo = c * cs;
    #pragma omp target update to(a[lo:cs]) depend(out: a[lo]) nowait
    #pragma omp target teams distribute parallel for depend(in: a[lo]) depend(out: b[lo]) nowait
    for (int i = lo; i < lo + cs; i++) b[i] = a[i] * a[i];
    #pragma omp target update from(b[lo:cs]) depend(inout: b[lo]) nowait
  }
  #pragma omp taskwait
  #pragma omp target exit data map(delete: a, b)
  double s = 0, r = 0;
  for (int i = 0; i < N; i++) { s += b[i]; r += (double)i * i; }
  printf("s %g r %g\n", s, r);
  int flag = 0;
  double x = 1;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp target map(tofrom: x) depend(out: x) nowait
    x += 10;
    #pragma omp task depend(in: x) shared(x, flag)
    flag = (x == 11);
    #pragma omp target map(tofrom: x) depend(inout: x) nowait
    x *= 2;
    #pragma omp taskwait
  }
  printf("x %g flag %d\n", x, flag);
  return s != r;
}
