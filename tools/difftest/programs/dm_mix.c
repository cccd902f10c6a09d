/* Written by hand for tools/difftest -file (docs/difftest.md): scalars in target data, always on exit, nested data, if on data, 3-D VLA sections. */
#include <stdio.h>
#include <omp.h>
typedef struct { int x; double y[3]; } S;
int main(void) {
  int dev = omp_get_default_device();
  int x = 1; S s = { 5, {1, 2, 3} };
  #pragma omp target data map(tofrom: x, s)
  {
    #pragma omp target
    { x += 10; s.x += 1; s.y[2] = 30; }
    printf("inside x %d s.x %d\n", x, s.x);
    #pragma omp target map(tofrom: x)
    x += 100;
    printf("inside2 x %d\n", x);
  }
  printf("after x %d s.x %d s.y2 %g\n", x, s.x, s.y[2]);
  double a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  #pragma omp target enter data map(to: a)
  #pragma omp target enter data map(to: a)
  #pragma omp target
  for (int i = 0; i < 8; i++) a[i] *= 3;
  #pragma omp target exit data map(always, from: a)
  printf("always from %g present %d\n", a[7], omp_target_is_present(a, dev));
  #pragma omp target exit data map(from: a)
  printf("present %d\n", omp_target_is_present(a, dev));
  int use = 0;
  #pragma omp target data map(tofrom: a) if(use)
  {
    printf("if0 present %d\n", omp_target_is_present(a, dev));
    #pragma omp target map(tofrom: a[0:4])
    for (int i = 0; i < 4; i++) a[i] = -a[i];
  }
  printf("a %g %g\n", a[1], a[5]);
  int l = 3, n = 4, m = 5;
  double v[l][n][m];
  for (int i = 0; i < l; i++) for (int j = 0; j < n; j++) for (int k = 0; k < m; k++) v[i][j][k] = i * 100 + j * 10 + k;
  #pragma omp target data map(to: v[1:2][0:n][0:m])
  {
    #pragma omp target teams distribute parallel for collapse(3)
    for (int i = 1; i < 3; i++) for (int j = 0; j < n; j++) for (int k = 0; k < m; k++) v[i][j][k] += 0.5;
    #pragma omp target update from(v[2:1][0:n][0:m])
  }
  printf("v %g %g %g\n", v[0][0][0], v[1][3][4], v[2][3][4]);
  return 0;
}
