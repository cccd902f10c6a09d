/* depobj objects in the depend clauses of target data directives and
 * target constructs with nowait: target enter data, a target region,
 * target update after depobj update, target exit data; the results
 * checked against the host's. */
#include <omp.h>
#include <stdio.h>
#define N 512
int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 0; }
  omp_depend_t ox, oy;
  #pragma omp depobj(ox) depend(inout: x)
  #pragma omp depobj(oy) depend(out: y)
  #pragma omp target enter data map(to: x, y) depend(depobj: ox) nowait
  #pragma omp target nowait depend(depobj: ox) depend(depobj: oy)
  for (int i = 0; i < N; i++) { x[i] *= 2; y[i] = x[i] + 1; }
  #pragma omp depobj(oy) update(inout)
  #pragma omp target update from(y) depend(depobj: oy) nowait
  #pragma omp target exit data map(from: x) map(release: y) depend(depobj: ox, oy) nowait
  #pragma omp taskwait
  #pragma omp depobj(ox) destroy
  #pragma omp depobj(oy) destroy
  int bad = 0;
  for (int i = 0; i < N; i++) bad += x[i] != 2.0 * i || y[i] != 2.0 * i + 1;
  printf("%d wrong\n", bad);
  printf(bad ? "FAIL depobj_data\n" : "PASS depobj_data\n");
  return bad != 0;
}
