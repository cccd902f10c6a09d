/* Written by hand for tools/difftest -file (docs/difftest.md): omp_in_final in final tasks, tasks nested in them and taskloops of a target region (a host parallel region first: docs/difftest.md). */
#include <omp.h>
#include <stdio.h>
#define LIM 3
int main(void) {
  int r[8], lp[8];
#pragma omp parallel num_threads(2)
  { }
  for (int n = 1; n <= 4; n += 3) {
#pragma omp target map(from: r, lp)
    {
      r[0] = omp_in_final();
#pragma omp task final(n > LIM) shared(r)
      {
        r[1] = omp_in_final();
#pragma omp task shared(r)
        r[2] = omp_in_final();
#pragma omp task final(1) shared(r)
        r[3] = omp_in_final();
      }
#pragma omp task final(0) shared(r)
      r[4] = omp_in_final();
#pragma omp task if(0) shared(r)
      r[5] = omp_in_final();
      r[6] = omp_in_final();
#pragma omp taskloop final(n > LIM) num_tasks(2) shared(lp)
      for (int i = 0; i < 8; i++) lp[i] = omp_in_final();
    }
    printf("n %d:", n);
    for (int i = 0; i < 7; i++) printf(" %d", r[i]);
    printf(" |");
    for (int i = 0; i < 8; i++) printf(" %d", lp[i]);
    printf("\n");
  }
}
