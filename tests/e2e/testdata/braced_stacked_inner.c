/* A construct stacked on the statement of the parallel construct that is
 * all of a braced target region: the same nesting as without the braces. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int sq[32], hits = 0, secs = 0, ones[16];
  for (int i = 0; i < 32; i++) sq[i] = -1;
  for (int i = 0; i < 16; i++) ones[i] = 0;
#pragma omp target map(tofrom: sq)
  {
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop grainsize(4)
    for (int i = 0; i < 32; i++) sq[i] = i * i;
  }
#pragma omp target map(tofrom: hits)
  {
#pragma omp parallel num_threads(4)
#pragma omp masked
    { hits += omp_get_num_threads(); }
  }
#pragma omp target map(tofrom: secs)
  {
#pragma omp parallel num_threads(3)
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp atomic
        secs += 1;
      }
#pragma omp section
      {
#pragma omp atomic
        secs += 10;
      }
    }
  }
#pragma omp target map(tofrom: ones)
  {
#pragma omp parallel num_threads(2)
#pragma omp simd
    for (int i = 0; i < 16; i++) ones[i] = 1;
  }
  long s = 0;
  for (int i = 0; i < 32; i++) s += sq[i];
  int o = 0;
  for (int i = 0; i < 16; i++) o += ones[i];
  printf("squares %ld hits %d sections %d ones %d\n", s, hits, secs, o);
  int ok = s == 10416 && hits == 4 && secs == 11 && o == 16;
  printf("%s braced_stacked_inner\n", ok ? "PASS" : "FAIL");
  return !ok;
}
