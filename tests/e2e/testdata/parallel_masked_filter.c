/* parallel masked with a filter that is not a constant, in target
 * regions: beside other code (the filter's variable changing between
 * two runs of the construct), as all of the target region, and with a
 * mapped variable. Every thread of the parallel region evaluates the
 * filter; the thread it names runs the block. Checked against values
 * computed on the host. clang-19 evaluates such a filter wrongly, on
 * the host too, and crashes on a mapped one (docs/difftest.md): this
 * program's expected output is OpenMP's (gcc 12's on the host). */
#include <stdio.h>
#include <omp.h>
#define N 4

int main(void) {
  int fails = 0, ok;

  /* 1: beside code, the filter changing between two runs. */
  int seen[2] = {-1, -1}, sel = 1;
#pragma omp target map(tofrom: seen) map(to: sel)
  {
    int t = sel;
    for (int r = 0; r < 2; r++) {
#pragma omp parallel masked num_threads(N) filter(t)
      seen[r] = omp_get_thread_num() * 10 + omp_get_num_threads();
      t = t - 1;
    }
  }
  ok = seen[0] == 10 + N && seen[1] == N;
  printf("1: beside=%d (%d %d)\n", ok, seen[0], seen[1]);
  fails += !ok;

  /* 2: all of the target region, a firstprivate filter variable; and
   * a filter no thread has. */
  int f = 3, who = -1, none = 0;
#pragma omp target map(tofrom: who)
#pragma omp parallel masked num_threads(N) filter(f)
  who = omp_get_thread_num();
#pragma omp target map(tofrom: none)
  {
    int big = f + N;
#pragma omp parallel masked num_threads(N) filter(big)
    none++;
  }
  ok = who == 3 && none == 0;
  printf("2: whole=%d (who %d none %d)\n", ok, who, none);
  fails += !ok;

  /* 3: a mapped filter variable, read by every thread. */
  int m = 2, hit = -1;
#pragma omp target map(to: m) map(tofrom: hit)
  {
    hit = -2;
#pragma omp parallel masked num_threads(N) filter(m)
    hit = omp_get_thread_num();
  }
  ok = hit == 2;
  printf("3: mapped=%d (hit %d)\n", ok, hit);
  fails += !ok;

  if (fails) {
    printf("FAIL parallel_masked_filter\n");
    return 1;
  }
  printf("PASS parallel_masked_filter\n");
  return 0;
}
