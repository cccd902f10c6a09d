/* The code between the loops of a parallel block inside a target region
 * runs at the block's level: the device routines there report the team
 * of the parallel construct, not the region's initial thread. */
#include <omp.h>
#include <stdio.h>

#define N 96

static int check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: %d, want %d\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int a[N];
  int before = -1, seq_threads = -1, seq_level = -1;
  int first_threads = -1, first_level = -1, first_in_par = -1;
  int mid_threads = -1, mid_size = -1, mid_level = -1;
  int loop_threads = -1, last_threads = -1, after_level = -1;
  #pragma omp target map(from: a, before, seq_threads, seq_level, first_threads, first_level, first_in_par, mid_threads, mid_size, mid_level, loop_threads, last_threads, after_level)
  {
    before = 7;
    seq_threads = omp_get_num_threads();
    seq_level = omp_get_level();
    #pragma omp parallel num_threads(4)
    {
      #pragma omp single
      {
        first_threads = omp_get_num_threads();
        first_level = omp_get_level();
        first_in_par = omp_in_parallel();
      }
      #pragma omp for
      for (int i = 0; i < N; i++) a[i] = 2 * i;
      #pragma omp masked
      {
        mid_threads = omp_get_num_threads();
        mid_size = omp_get_team_size(omp_get_level());
        mid_level = omp_get_level();
      }
      #pragma omp for
      for (int i = 0; i < N; i++) {
        a[i] += 1;
        if (i == N - 1) loop_threads = omp_get_num_threads();
      }
      #pragma omp single
      last_threads = omp_get_num_threads();
    }
    after_level = omp_get_level();
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += a[i] != 2 * i + 1;
  bad += check("elements", bad, 0);
  bad += check("before", before, 7);
  bad += check("num_threads outside the parallel", seq_threads, 1);
  bad += check("level outside the parallel", seq_level, 0);
  bad += check("num_threads in the first single", first_threads, 4);
  bad += check("level in the first single", first_level, 1);
  bad += check("in_parallel in the first single", first_in_par, 1);
  bad += check("num_threads between the loops", mid_threads, 4);
  bad += check("team size between the loops", mid_size, 4);
  bad += check("level between the loops", mid_level, 1);
  bad += check("num_threads in the loop", loop_threads, 4);
  bad += check("num_threads in the last single", last_threads, 4);
  bad += check("level after the parallel", after_level, 0);
  printf("threads: %d %d %d %d %d\n", seq_threads, first_threads, mid_threads, loop_threads, last_threads);
  printf("levels: %d %d %d %d\n", seq_level, first_level, mid_level, after_level);
  if (bad) return 1;
  printf("PASS generic_block_level\n");
  return 0;
}
