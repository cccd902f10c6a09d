/* Differential program (against clang-19): nowait data directives and kernels chained by depend, a 3-D omp_target_memcpy_rect_async. */
#include <omp.h>
#include <stdio.h>
#define N 64
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  int s1 = 0, s2 = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target enter data map(to: a) depend(out: a) nowait
#pragma omp target enter data map(alloc: b) depend(out: b) nowait
#pragma omp target teams distribute parallel for depend(in: a) depend(inout: b) nowait
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp target update from(b[0:N/2]) depend(inout: b) nowait
#pragma omp task depend(in: b) shared(s1, b)
    { for (int i = 0; i < N / 2; i++) s1 += (int)b[i]; }
#pragma omp target exit data map(from: b) map(release: a) depend(inout: b) nowait
#pragma omp taskwait
    for (int i = 0; i < N; i++) s2 += (int)b[i];
  }
  printf("s1=%d s2=%d present a %d b %d\n", s1, s2, omp_target_is_present(a, dev), omp_target_is_present(b, dev));
  /* 3-D rect copy, async */
  int cube[4][5][6], back[4][5][6];
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) { cube[i][j][k] = i * 100 + j * 10 + k; back[i][j][k] = -1; }
  int *d = (int *)omp_target_alloc(sizeof(cube), dev);
  size_t vol[3] = {2, 3, 4}, off[3] = {1, 1, 1}, zero[3] = {0, 0, 0}, dims[3] = {4, 5, 6};
  omp_target_memcpy(d, cube, sizeof(cube), 0, 0, dev, host);
#pragma omp target is_device_ptr(d)
  for (int x = 0; x < 4 * 5 * 6; x++) d[x] = -d[x];
  int rc = omp_target_memcpy_rect_async(back, d, sizeof(int), 3, vol, zero, off, dims, dims, host, dev, 0, NULL);
#pragma omp taskwait
  long s = 0;
  int cntneg = 0;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) { s += back[i][j][k]; cntneg += back[i][j][k] < -1; }
  printf("rc=%d s=%ld neg=%d back[1][2][3]=%d\n", rc, s, cntneg, back[1][2][3]);
  omp_target_free(d, dev);
  return 0;
}
