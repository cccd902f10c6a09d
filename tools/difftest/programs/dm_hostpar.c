/* Written by hand for tools/difftest -file (docs/difftest.md): target regions and updates from host parallel threads. */
#include <stdio.h>
#include <omp.h>
#define N 64
int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma omp target enter data map(to: a)
  #pragma omp parallel for num_threads(4)
  for (int c = 0; c < 4; c++) {
    int lo = c * 16;
    #pragma omp target map(present, alloc: a[lo:16])
    for (int i = lo; i < lo + 16; i++) a[i] = a[i] * 2 + c;
    #pragma omp target update from(a[lo:16])
  }
  double s = 0; for (int i = 0; i < N; i++) s += a[i];
  printf("s=%g a[17]=%g\n", s, a[17]);
  #pragma omp target exit data map(delete: a)
  int counts[4] = {0};
  #pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    int loc = t;
    #pragma omp target map(tofrom: loc)
    loc = loc * loc + 1;
    counts[t] = loc;
  }
  printf("%d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
  return 0;
}
