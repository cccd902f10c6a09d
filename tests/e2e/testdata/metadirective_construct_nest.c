/* Metadirectives in target regions whose construct selectors list more
 * than target: construct={target, teams}, {teams, parallel},
 * {target, parallel, for}, {parallel}, in orders that match and that do
 * not. OpenMP 5.2 selects by the constructs around the metadirective
 * (clang-19 counts none of them), so each when clause and its default
 * are loop variants that compute the same sums; the regions run again
 * as host fallbacks (if(0)), where gcc ignores metadirectives: a
 * worksharing variant in a parallel region is refused there (diagnostics
 * metadirective_fallback_parallel_for). */
#include <stdio.h>

#define N 64

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

int main(void) {
  int a[N];
  long want = 0;
  for (int i = 0; i < N; i++) {
    a[i] = 5 * i - 17;
    want += a[i];
  }
  for (int dev = 1; dev >= 0; dev--) {
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
#pragma omp target teams num_teams(1) map(to: a) map(tofrom: s1, s2) if(dev)
    {
      /* Matches: the region is target then teams. */
#pragma omp metadirective when(construct={target, teams}: distribute parallel for reduction(+: s1)) default(distribute simd reduction(+: s1))
      for (int i = 0; i < N; i++) s1 += a[i];
      /* Does not match: teams comes after target. */
#pragma omp metadirective when(construct={teams, target}: distribute simd reduction(+: s2)) default(distribute parallel for reduction(+: s2))
      for (int i = 0; i < N; i++) s2 += a[i];
    }
#pragma omp target parallel num_threads(1) map(to: a) map(tofrom: s3, s4) if(dev)
    {
      /* Matches with target between nothing and parallel. */
#pragma omp metadirective when(construct={target, parallel}: simd reduction(+: s3)) default(parallel for reduction(+: s3))
      for (int i = 0; i < N; i++) s3 += a[i];
      /* Does not match: no teams construct around it. */
#pragma omp metadirective when(construct={teams, parallel}: parallel for reduction(+: s4)) default(simd reduction(+: s4))
      for (int i = 0; i < N; i++) s4 += a[i];
    }
#pragma omp target map(to: a) map(tofrom: s5) if(dev)
#pragma omp parallel num_threads(1)
    {
      /* Matches: a parallel region nested in the target region. */
#pragma omp metadirective when(construct={parallel}: parallel for reduction(+: s5)) default(simd reduction(+: s5))
      for (int i = 0; i < N; i++) s5 += a[i];
    }
    printf("%s:\n", dev ? "device" : "fallback");
    expect("target_teams", s1, want);
    expect("teams_target", s2, want);
    expect("target_parallel", s3, want);
    expect("teams_parallel", s4, want);
    expect("parallel", s5, want);
  }
  if (failures) {
    printf("FAIL metadirective_construct_nest (%d)\n", failures);
    return 1;
  }
  printf("PASS metadirective_construct_nest\n");
  return 0;
}
