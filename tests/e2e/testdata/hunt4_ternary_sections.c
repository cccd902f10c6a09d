/* Written by hand as a differential test against clang-19: conditional operators in the bounds of array sections (map, target update, enter/exit data, reduction and depend items) and in the expressions of other clauses. */
#include <omp.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int c = argc > 0, n = 8;
  int a[8], b[8];
  for (int i = 0; i < 8; i++) { a[i] = i; b[i] = 0; }
#pragma omp target data map(tofrom: a[0:n]) if(target data: c ? 1 : 0)
  {
#pragma omp target teams distribute parallel for num_teams(c ? 2 : 1) thread_limit(c > 0 ? 4 : 8) if(target: c ? n > 2 : 0) map(tofrom: b[0:c == 1 ? n : 0]) device(c ? omp_get_default_device() : 0)
    for (int i = 0; i < n; i++) b[i] = a[i] * (c ? 2 : 3);
#pragma omp target update from(a[c ? 2 : 0:c ? 2 : 1]) if(c ? 1 : 0)
  }
  int s = 0;
#pragma omp target parallel for reduction(+: s) num_threads(c ? 2 : 1) schedule(static, c ? 2 : 1) map(to: a[0:(c ? 8 : 4)])
  for (int i = 0; i < n; i++) s += a[i];
  int r[2] = {0, 0};
#pragma omp target teams distribute parallel for reduction(+: r[c ? 0 : 1:1]) map(to: a)
  for (int i = 0; i < n; i++) r[0] += a[i];
  printf("b:"); for (int i = 0; i < 8; i++) printf(" %d", b[i]); printf("\ns=%d r=%d %d\n", s, r[0], r[1]);
#pragma omp target enter data map(to: a[c ? 1 : 0:c ? 3 : 2])
#pragma omp target map(present, tofrom: a[c ? 1 : 0:c ? 3 : 2]) depend(inout: a[c ? 1 : 0]) nowait
  for (int i = 1; i < 4; i++) a[i] += 100;
#pragma omp taskwait
#pragma omp target exit data map(from: a[c ? 1 : 0:c ? 3 : 2])
  printf("a:"); for (int i = 0; i < 8; i++) printf(" %d", a[i]); printf("\n");
  printf("PASS hunt4_ternary_sections\n");
  return 0;
}
