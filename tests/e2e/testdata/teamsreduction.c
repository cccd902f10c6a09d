/* reduction on a teams level of its own (OpenMP 5.2 allows it on teams):
 * with the same reduction on the loop it is one reduction of the combined
 * construct; nested without a map it stays in the target region. */
#include <stdio.h>
int main(void) {
  int a[100]; long r = 0, q = 10, w = 1;
  for (int i = 0; i < 100; i++) a[i] = 3;
#pragma omp target teams reduction(+: r) map(to: a) num_teams(3)
#pragma omp distribute parallel for reduction(+: r)
  for (int i = 0; i < 100; i++) r += a[i];
#pragma omp target map(to: a) map(tofrom: q)
#pragma omp teams reduction(max: q)
#pragma omp distribute parallel for reduction(max: q)
  for (int i = 0; i < 100; i++) q = a[i] + i > q ? a[i] + i : q;
#pragma omp target map(to: a)
#pragma omp teams reduction(*: w)
#pragma omp distribute
  for (int i = 0; i < 10; i++) w *= 2;
  printf("r=%ld q=%ld w=%ld\n", r, q, w);
  int ok = r == 300 && q == 102 && w == 1;
  printf("%s teamsreduction\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
