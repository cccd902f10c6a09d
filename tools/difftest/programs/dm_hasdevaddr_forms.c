/* Written by hand for tools/difftest -file (docs/difftest.md): has_device_addr of a scalar, a struct and a 2-D array under use_device_addr, on target and on a combined construct; use_device_addr of an entered scalar. */
#include <stdio.h>
#include <omp.h>
#define N 8
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)
typedef struct { int n; double v[N]; } S;

int main(void) {
  int x = 4; S s = {3, {0}}; double m[4][N];
  for (int i = 0; i < 4; i++) for (int j = 0; j < N; j++) m[i][j] = i + j;
#pragma omp target data map(tofrom: x, s, m)
  {
#pragma omp target data use_device_addr(x, s, m)
    {
#pragma omp target has_device_addr(x, s, m)
      {
        x *= 3;
        s.n += x;
        for (int j = 0; j < N; j++) s.v[j] = j * 0.5 + s.n;
        for (int i = 0; i < 4; i++) for (int j = 0; j < N; j++) m[i][j] *= 2;
      }
#pragma omp target teams distribute parallel for has_device_addr(m, s)
      for (int j = 0; j < N; j++) { m[3][j] += s.v[j]; }
    }
    CK(x == 4 && s.n == 3);
  }
  CK(x == 12 && s.n == 15 && s.v[2] == 16 && m[1][1] == 4 && m[3][2] == 10 + 16);
  int y = 1;
#pragma omp target enter data map(to: y)
#pragma omp target data use_device_addr(y)
  {
    int *dy = &y;
#pragma omp target is_device_ptr(dy)
    *dy += 41;
  }
#pragma omp target exit data map(from: y)
  CK(y == 42);
  printf("x=%d s.n=%d s.v[2]=%g m[3][2]=%g y=%d\n", x, s.n, s.v[2], m[3][2], y);
  printf("errors %d\n%s dm_hasdevaddr_forms\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
