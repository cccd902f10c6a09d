/* num_threads computed only on the device (a variable of the region),
 * without thread_limit: a team of min(num_threads, thread-limit-var).
 * Up to the device's block limit (1024 threads) each parallel region
 * gets the threads it asks for, as clang-19 gives them; above it, the
 * team is the device's limit, which omp_get_thread_limit() reports
 * (clang-19's host plugin reports no limit and gives all 2000). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sizes[4] = {0}, runs[4] = {0}, fits[4] = {0};
#pragma omp target map(tofrom: sizes, runs, fits)
  {
    int m = 100;
    for (int c = 0; c < 4; c++) {
      m = c == 0 ? 300 : c == 1 ? 257 : c == 2 ? 1024 : 2000;
#pragma omp parallel num_threads(m)
      {
        if (omp_get_thread_num() == 0) {
          int limit = omp_get_thread_limit();
          sizes[c] = omp_get_num_threads();
          fits[c] = omp_get_num_threads() == (m < limit ? m : limit);
        }
#pragma omp atomic
        runs[c]++;
      }
    }
  }
  for (int c = 0; c < 3; c++)
    printf("num_threads %d: %d threads, %d ran\n", c == 0 ? 300 : c == 1 ? 257 : 1024, sizes[c], runs[c]);
  printf("num_threads 2000: min(num_threads, thread limit) %d, all ran %d\n", fits[3], runs[3] == sizes[3]);
  printf("all fit %d\n", fits[0] && fits[1] && fits[2] && fits[3]);
  printf("PASS generic_num_threads_device\n");
  return 0;
}
