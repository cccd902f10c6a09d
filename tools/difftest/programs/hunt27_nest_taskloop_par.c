/* taskloop and tasks in target parallel regions and in target teams
 * parallel regions, with shared accumulators, firstprivate, nogroup
 * plus taskwait, and reduction. */
#include <omp.h>
#include <stdio.h>
#define N 120

int main(void) {
  int v[N];
  long red = 0;
  int base = 3;
  for (int i = 0; i < N; i++) v[i] = 0;
#pragma omp target parallel num_threads(4) map(tofrom: v, red) firstprivate(base)
  {
#pragma omp single
    {
#pragma omp taskloop firstprivate(base) grainsize(10) nogroup
      for (int i = 0; i < N; i++) v[i] = i + base;
#pragma omp taskwait
#pragma omp taskloop reduction(+: red) num_tasks(6)
      for (int i = 0; i < N; i++) red += v[i];
    }
  }
  printf("red %ld v0 %d v119 %d\n", red, v[0], v[N - 1]);

  int dep[3] = {0, 0, 0};
#pragma omp target parallel num_threads(2) map(tofrom: dep)
  {
#pragma omp masked
    {
#pragma omp task depend(out: dep[0])
      dep[0] = 5;
#pragma omp task depend(in: dep[0]) depend(out: dep[1])
      dep[1] = dep[0] * 2;
#pragma omp task depend(in: dep[1])
      dep[2] = dep[1] + dep[0];
    }
  }
  printf("dep %d %d %d\n", dep[0], dep[1], dep[2]);
  return 0;
}
