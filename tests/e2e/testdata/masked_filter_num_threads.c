/* masked filter expressions that call omp_get_num_threads(): the kernel
 * must set the execution state the call reads (the team's size), in a
 * target parallel region, beside a worksharing loop, and in a declare
 * target function called from one. */
#include <stdio.h>
#include <omp.h>

#pragma omp declare target
void last_thread(int *w) {
#pragma omp masked filter(omp_get_num_threads() - 1)
  w[0] = omp_get_thread_num() + 100;
}
#pragma omp end declare target

int main(void) {
  int who[3] = {-1, -1, -1}, fw[1] = {-1}, b[16];
#pragma omp target parallel num_threads(4) map(tofrom: who, b)
  {
#pragma omp masked filter(omp_get_num_threads() - 1)
    who[0] = omp_get_thread_num() * 10;
#pragma omp for
    for (int i = 0; i < 16; i++) b[i] = i;
#pragma omp masked filter(omp_get_num_threads() - 2)
    who[1] = omp_get_thread_num();
#pragma omp masked filter(omp_get_num_threads() / 4)
    who[2] = b[15] + omp_get_thread_num();
  }
#pragma omp target parallel num_threads(3) map(tofrom: fw)
  last_thread(fw);
  printf("%d %d %d %d\n", who[0], who[1], who[2], fw[0]);
  int ok = who[0] == 30 && who[1] == 2 && who[2] == 16 && fw[0] == 102;
  printf("%s masked_filter_num_threads\n", ok ? "PASS" : "FAIL");
  return !ok;
}
