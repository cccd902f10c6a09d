/* private, firstprivate and shared on constructs nested in target
 * regions and next to a map of the same variable on combined constructs
 * (OpenMP 5.2 allows a list item in a map clause and a data-sharing
 * clause of one construct only when it is a combined construct): the
 * target level maps the variable, the inner level works on a copy. */
#include <omp.h>
#include <stdio.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

#define N 16

int main(void) {
  int a[N], out[N], x = 5, t = 0;
  for (int i = 0; i < N; i++) a[i] = i, out[i] = 0;

  /* Combined: private(x) and map(tofrom: x): the region's x is its own,
   * the host keeps 5. */
#pragma omp target parallel for private(x) map(tofrom: x, out)
  for (int i = 0; i < N; i++) {
    x = i * 2;
    out[i] = x + 1;
  }
  expect("comb_private_x", x, 5);
  expect("comb_private_out7", out[7], 15);

  /* Combined: firstprivate(x) and map(tofrom: x): every thread starts
   * from the mapped value, here the device copy of an enclosing target
   * data, which differs from the host's. */
#pragma omp target data map(to: x)
  {
  x = 50;
#pragma omp target teams distribute parallel for firstprivate(x) map(tofrom: x, out)
  for (int i = 0; i < N; i++) {
    out[i] = x + i;
  }
  }
  expect("comb_fp_x", x, 50);
  expect("comb_fp_out3", out[3], 8);

  /* Nested: private array on a parallel for inside a target region
   * that maps the array; the host array keeps its values. */
#pragma omp target map(tofrom: a, out)
#pragma omp parallel for private(a) num_threads(4)
  for (int i = 0; i < N; i++) {
    a[0] = i;
    out[i] = a[0] * 3;
  }
  expect("nested_private_a0", a[0], 0);
  expect("nested_private_out5", out[5], 15);

  /* Nested shared: the threads share the target level's copy. */
#pragma omp target map(tofrom: a)
#pragma omp parallel for shared(a) num_threads(4)
  for (int i = 0; i < N; i++) a[i] = a[i] + 100;
  expect("nested_shared_a9", a[9], 109);

  /* Nested firstprivate of a scalar on teams, the distribute parallel
   * for under it shares the team's copy with its reduction. */
  t = 0;
#pragma omp target teams num_teams(2) map(tofrom: t) firstprivate(x)
#pragma omp distribute parallel for reduction(+: t)
  for (int i = 0; i < N; i++) t += x;
  expect("nested_fp_teams_t", t, 50 * N);

  if (failures) {
    printf("FAIL dsnested (%d)\n", failures);
    return 1;
  }
  printf("PASS dsnested\n");
  return 0;
}
