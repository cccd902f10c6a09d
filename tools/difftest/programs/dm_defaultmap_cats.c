/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap behaviours and categories, implicit rules */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct { int a; double b[3]; } S;
int main(void) {
  int dev = omp_get_default_device();
  int x = 1, y = 2, z = 3;
  #pragma omp target defaultmap(to: scalar)
  { x += 10; }
  printf("to scalar %d\n", x);
  #pragma omp target defaultmap(from: scalar)
  { y = 20; }
  printf("from scalar %d\n", y);
  #pragma omp target defaultmap(alloc: scalar) map(from: z)
  { x = 4; z = x * 2; }
  printf("alloc scalar %d %d\n", x, z);
  double d = 1.5;
  #pragma omp target defaultmap(tofrom)
  { d *= 4; x = 9; }
  printf("tofrom all %g %d\n", d, x);
  #pragma omp target enter data map(to: x)
  x = 100;
  #pragma omp target
  { x += 5; }
  printf("implicit fp %d\n", x);
  #pragma omp target update from(x)
  printf("fp leaves device copy %d\n", x);
  #pragma omp target exit data map(delete: x)
  int arr[4] = {1, 2, 3, 4};
  S s = {7, {1, 2, 3}};
  #pragma omp target defaultmap(to: aggregate)
  { arr[0] = 50; s.a = 70; }
  printf("to agg %d %d\n", arr[0], s.a);
  #pragma omp target defaultmap(from: aggregate) map(to: y)
  { for (int i = 0; i < 4; i++) arr[i] = y + i; s.a = y; s.b[0] = s.b[1] = s.b[2] = 0.5; }
  printf("from agg %d %d %d %g\n", arr[0], arr[3], s.a, s.b[2]);
  #pragma omp target defaultmap(firstprivate: aggregate) map(from: z)
  { arr[1] += 1000; s.b[1] += 1; z = arr[1] + (int)s.b[1]; }
  printf("fp agg %d %d %g\n", z, arr[1], s.b[1]);
  #pragma omp target defaultmap(default: aggregate)
  { arr[2] = -3; s.b[2] = -1; }
  printf("default agg %d %g\n", arr[2], s.b[2]);
  #pragma omp target defaultmap(tofrom: aggregate) defaultmap(to: scalar)
  { arr[3] = x; s.a = x + 1; x = 0; }
  printf("mixed %d %d %d\n", arr[3], s.a, x);
  #pragma omp target defaultmap(none: scalar) map(tofrom: x) defaultmap(alloc: aggregate) map(to: arr)
  { x = arr[0] + arr[3]; }
  printf("none scalar %d\n", x);
  #pragma omp target defaultmap(none) map(tofrom: x, arr, s)
  { x = s.a + arr[0]; }
  printf("none %d\n", x);
  /* pointers */
  int *p = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++) p[i] = i * 3;
  int *p0 = p;
  int moved = -1;
  #pragma omp target defaultmap(tofrom: pointer) map(from: moved)
  { p = p + 1; moved = 1; }
  printf("tofrom ptr %ld %d\n", (long)(p - p0), moved);
  p = p0;
  #pragma omp target data map(tofrom: p[0:4])
  {
    #pragma omp target
    { p[1] = 99; p = p + 2; }
    printf("implicit ptr %ld\n", (long)(p - p0));
    #pragma omp target defaultmap(default: pointer)
    { p[2] = 98; }
    #pragma omp target defaultmap(firstprivate: pointer)
    { p[3] = 97; p = 0; }
    printf("fp ptr %d\n", p == p0);
  }
  printf("ptr data %d %d %d %d\n", p[0], p[1], p[2], p[3]);
  int *dp = omp_target_alloc(4 * sizeof(int), dev);
  #pragma omp target defaultmap(firstprivate: pointer)
  for (int i = 0; i < 4; i++) dp[i] = i * i;
  #pragma omp target is_device_ptr(dp) map(tofrom: p[0:4])
  for (int i = 0; i < 4; i++) p[i] += dp[i];
  printf("devptr %d %d %d %d\n", p[0], p[1], p[2], p[3]);
  omp_target_free(dp, dev);
  /* firstprivate / private on target */
  int fp = 5, pv = 6;
  int res[2];
  #pragma omp target firstprivate(fp) private(pv) map(from: res)
  { pv = fp * 2; fp += 1; res[0] = fp; res[1] = pv; }
  printf("fp/priv %d %d %d %d\n", fp, pv, res[0], res[1]);
  int farr[3] = {1, 2, 3};
  #pragma omp target firstprivate(farr) map(from: res)
  { farr[0] += 10; res[0] = farr[0] + farr[2]; }
  printf("fp arr %d %d\n", farr[0], res[0]);
  S fs = {1, {0.5, 1.5, 2.5}};
  #pragma omp target firstprivate(fs) map(from: res)
  { fs.a += 3; res[0] = fs.a + (int)(fs.b[2] * 2); }
  printf("fp struct %d %d\n", fs.a, res[0]);
  free(p);
  return 0;
}
