/* Written by hand for tools/difftest -file (docs/difftest.md): private and firstprivate aggregates on target and nested levels */
#include <stdio.h>
typedef struct { int a[3]; double d; } T;
int main(void) {
  double m[3][4]; T t = {{1, 2, 3}, 0.5}; int out[8];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j;
  #pragma omp target firstprivate(m, t) map(from: out)
  {
    m[1][1] += 100; t.a[2] *= 5; t.d += 1;
    out[0] = (int)m[1][1]; out[1] = t.a[2]; out[2] = (int)(t.d * 2); out[3] = (int)m[2][3];
  }
  printf("%d %d %d %d | %g %d %g\n", out[0], out[1], out[2], out[3], m[1][1], t.a[2], t.d);
  #pragma omp target private(m, t) map(from: out)
  {
    for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = -1;
    t.a[0] = 9; out[4] = (int)m[0][0] + t.a[0];
  }
  printf("%d | %g %d\n", out[4], m[0][0], t.a[0]);
  int acc[4] = {0};
  #pragma omp target teams distribute parallel for firstprivate(t) map(tofrom: acc)
  for (int i = 0; i < 4; i++) { acc[i] = t.a[0] + t.a[1] * i; }
  printf("%d %d %d %d\n", acc[0], acc[1], acc[2], acc[3]);
  int tmp[2];
  #pragma omp target teams distribute parallel for private(tmp) map(tofrom: acc)
  for (int i = 0; i < 4; i++) { tmp[0] = i; tmp[1] = i * i; acc[i] = tmp[0] + tmp[1]; }
  printf("%d %d %d %d\n", acc[0], acc[1], acc[2], acc[3]);
  int base[3] = {10, 20, 30};
  #pragma omp target map(tofrom: acc) map(to: base)
  #pragma omp parallel for firstprivate(base) num_threads(2)
  for (int i = 0; i < 4; i++) { acc[i] = base[i % 3] + i; }
  printf("%d %d %d %d\n", acc[0], acc[1], acc[2], acc[3]);
  return 0;
}
