/* masked taskloop and master taskloop (OpenMP 5.2 combined constructs)
 * in target regions: only the masked thread meets the taskloop. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int fails = 0;
  int tot = 0, who = -1, mt = 0, seen[4] = {0, 0, 0, 0}, simd = 0, one = 0;
#pragma omp target parallel num_threads(4) map(tofrom: tot, who, mt, seen, simd)
  {
    int me = omp_get_thread_num();
#pragma omp masked taskloop filter(2) reduction(+: tot) num_tasks(3)
    for (int i = 0; i < 10; i++) {
      tot += i;
      who = me;
    }
#pragma omp barrier
#pragma omp master taskloop grainsize(4)
    for (int i = 0; i < 8; i++) {
#pragma omp atomic
      mt += i;
    }
#pragma omp masked taskloop simd filter(me == 3 ? 3 : 1) reduction(+: simd)
    for (int i = 0; i < 5; i++) simd += i;
#pragma omp atomic
    seen[me] += 1;
  }
#pragma omp target map(tofrom: one)
  {
#pragma omp masked taskloop collapse(2) reduction(+: one)
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 4; j++) one += i * j;
  }
  printf("masked: %d %d master: %d masked simd: %d one thread: %d\n", tot, who, mt, simd, one);
  fails += tot != 45 || who != 2 || mt != 28 || simd != 20 || one != 18;
  fails += seen[0] != 1 || seen[1] != 1 || seen[2] != 1 || seen[3] != 1;
  if (fails) {
    printf("FAIL taskloop_masked (%d)\n", fails);
    return 1;
  }
  printf("PASS taskloop_masked\n");
  return 0;
}
