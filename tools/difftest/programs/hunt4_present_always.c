/* Written by hand for tools/difftest -file (docs/difftest.md): present with always and close on constructs, enter/exit and update data; sections of a variable-length 2-D array. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 3, m = 4;
  double v[n][m];
  int a[10];
  for (int i = 0; i < 10; i++) a[i] = i;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) v[i][j] = i * m + j;
#pragma omp target enter data map(to: a, v)
  for (int i = 0; i < 10; i++) a[i] = -i;
#pragma omp target update to(present: a[2:3])
#pragma omp target map(present, always, close, tofrom: a[1:5])
  for (int i = 1; i < 6; i++) a[i] += 100;
  printf("a:"); for (int i = 0; i < 10; i++) printf(" %d", a[i]); printf("\n");
#pragma omp target map(present, to: v[1:2][0:m]) map(present, alloc: a[0:1])
  for (int j = 0; j < m; j++) { v[1][j] *= 2; v[2][j] = a[0] + a[5]; }
#pragma omp target update from(present: v[1:1][0:m])
  for (int i = 0; i < n; i++) { for (int j = 0; j < m; j++) printf(" %g", v[i][j]); printf("\n"); }
  for (int j = 0; j < m; j++) v[0][j] = 50 + j;
#pragma omp target update to(v[0:1][0:m])
#pragma omp target
  for (int j = 0; j < m; j++) v[2][j] += v[0][j];
#pragma omp target exit data map(present, from: v) map(always, present, from: a[0:10])
  for (int i = 0; i < n; i++) { for (int j = 0; j < m; j++) printf(" %g", v[i][j]); printf("\n"); }
  printf("a:"); for (int i = 0; i < 10; i++) printf(" %d", a[i]); printf("\n");
  printf("present %d %d\n", omp_target_is_present(a, omp_get_default_device()), omp_target_is_present(v, omp_get_default_device()));
  return 0;
}
