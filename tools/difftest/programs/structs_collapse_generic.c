/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): struct array members mapped in part, collapse(3)
 * with dynamic and dist_schedule, rows through a declare target function,
 * a non-rectangular inner loop, a while loop around a parallel for in a
 * target region, if(target:)/if(parallel:).
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct { int n; double arr[16]; long tag; float *dyn; } rec;

#pragma omp declare target
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
void scale_row(double *row, int n, double f) {
  for (int j = 0; j < n; j++) row[j] *= f;
}
#pragma omp end declare target

int main(void) {
  rec r; r.n = 16; r.tag = 42;
  for (int k = 0; k < 16; k++) r.arr[k] = k;
  r.dyn = malloc(32 * sizeof(float));
  for (int k = 0; k < 32; k++) r.dyn[k] = k * 0.5f;
  /* struct member arrays, partial */
  #pragma omp target map(tofrom: r.arr[2:5]) map(to: r.tag)
  for (int k = 2; k < 7; k++) r.arr[k] += r.tag;
  printf("arr %g %g %g %g\n", r.arr[1], r.arr[2], r.arr[6], r.arr[7]);
  #pragma omp target data map(to: r) map(tofrom: r.dyn[0:32])
  {
    #pragma omp target teams distribute parallel for
    for (int k = 0; k < 32; k++) r.dyn[k] = r.dyn[k] * 2 + r.n;
    #pragma omp target update from(r.dyn[4:4])
    printf("dyn %g %g %g\n", r.dyn[3], r.dyn[4], r.dyn[7]);
  }
  printf("dyn %g %g\n", r.dyn[0], r.dyn[31]);
  /* collapse(3), dynamic schedule, dist_schedule */
  static int cube[6][7][8];
  #pragma omp target teams distribute parallel for collapse(3) dist_schedule(static, 10) schedule(dynamic, 3) map(from: cube)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 7; j++)
      for (int k = 0; k < 8; k++) cube[i][j][k] = clampi(i * 100 + j * 10 + k, 50, 500);
  long cs = 0; for (int i = 0; i < 6; i++) for (int j = 0; j < 7; j++) for (int k = 0; k < 8; k++) cs += cube[i][j][k] * (i + j + k);
  printf("cs %ld\n", cs);
  /* 2D array of rows through a declare target function */
  double m[8][10];
  for (int i = 0; i < 8; i++) for (int j = 0; j < 10; j++) m[i][j] = i + j;
  #pragma omp target teams distribute map(tofrom: m)
  for (int i = 0; i < 8; i++) scale_row(m[i], 10, i + 1);
  printf("m %g %g\n", m[1][1], m[7][9]);
  /* non-rectangular nest inside (not collapsed) */
  long tri = 0;
  #pragma omp target teams distribute parallel for reduction(+: tri)
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < i; j++) tri += j;
  printf("tri %ld\n", tri);
  /* while loop with a nested parallel for in a target region */
  int iters = 0; double err = 100; double v[64];
  for (int i = 0; i < 64; i++) v[i] = 64;
  #pragma omp target map(tofrom: iters, err, v)
  {
    while (err > 1) {
      #pragma omp parallel for
      for (int i = 0; i < 64; i++) v[i] *= 0.5;
      err = v[0];
      iters++;
    }
  }
  printf("iters %d err %g\n", iters, err);
  /* if(target:) with parallel if modifier */
  int nthr = -1; int cond = 1;
  #pragma omp target parallel if(target: cond) if(parallel: 0) map(from: nthr)
  {
    #pragma omp masked
    nthr = omp_get_num_threads();
  }
  printf("nthr %d\n", nthr);
  return 0;
}
