/* Written by hand for tools/difftest -file (docs/difftest.md): declare target to and link variables and functions: initial device values, stale copies until target update, map clauses on declare target variables, always, link arrays mapped by a construct and by enter/exit data, a declare target pointer set to omp_target_alloc memory. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 6
int ga[N] = {1, 2, 3, 4, 5, 6};
double gd = 1.5;
struct Pt { int x, y; } gp = {3, 4};
int gl[N];
long gcount;
int *gptr;
#pragma omp declare target to(ga, gd, gp)
#pragma omp declare target link(gl)
#pragma omp declare target to(gcount, gptr)
#pragma omp declare target
static int tbl[4] = {10, 20, 30, 40};
int scale(int v) { return v * tbl[v % 4] + gp.x; }
#pragma omp end declare target
int twice(int v);
#pragma omp declare target to(twice)
int twice(int v) { return 2 * v + (int)gd; }
int main(void) {
  int dev = omp_get_default_device();
  printf("present ga=%d gd=%d gl=%d\n", omp_target_is_present(ga, dev), omp_target_is_present(&gd, dev), omp_target_is_present(gl, dev));
  /* device copy is initialized from the initializer */
  int r[N];
#pragma omp target map(from: r)
  for (int i = 0; i < N; i++) r[i] = scale(ga[i]) + twice(i);
  printf("r:"); for (int i = 0; i < N; i++) printf(" %d", r[i]); printf("\n");
  /* host changes are not visible until update */
  for (int i = 0; i < N; i++) ga[i] = 100 + i;
  gd = 3.0; gp.x = 7;
#pragma omp target map(from: r)
  for (int i = 0; i < N; i++) r[i] = ga[i] + (int)gd + gp.x;
  printf("stale:"); for (int i = 0; i < N; i++) printf(" %d", r[i]); printf("\n");
#pragma omp target update to(ga[1:2], gd, gp.x)
#pragma omp target map(from: r)
  for (int i = 0; i < N; i++) r[i] = ga[i] + (int)gd + gp.x;
  printf("upd:"); for (int i = 0; i < N; i++) printf(" %d", r[i]); printf("\n");
  /* device writes then update from */
#pragma omp target
  { for (int i = 0; i < N; i++) ga[i] = -i; gp.y = 99; gcount = 12345678901L; }
  printf("host before from: %d %d %ld\n", ga[0], gp.y, gcount);
#pragma omp target update from(ga, gp, gcount)
  printf("host after from: %d %d %d %ld\n", ga[0], ga[5], gp.y, gcount);
  /* map of a declare target variable on a construct does nothing extra */
  ga[0] = 555;
#pragma omp target map(to: ga)
  { ga[1] = ga[0]; }
#pragma omp target update from(ga)
  printf("ga0=%d ga1=%d\n", ga[0], ga[1]);
  /* always forces the copy */
  ga[0] = 556;
#pragma omp target map(always, tofrom: ga[0:2])
  { ga[1] = ga[0] + 1; }
  printf("always ga0=%d ga1=%d\n", ga[0], ga[1]);
  /* link: map it to use it */
  for (int i = 0; i < N; i++) gl[i] = i * i;
#pragma omp target map(tofrom: gl)
  for (int i = 0; i < N; i++) gl[i] += ga[i];
  printf("gl:"); for (int i = 0; i < N; i++) printf(" %d", gl[i]); printf("\n");
#pragma omp target enter data map(to: gl)
  printf("gl present %d\n", omp_target_is_present(gl, dev));
  for (int i = 0; i < N; i++) gl[i] = 0;
#pragma omp target
  for (int i = 0; i < N; i++) gl[i] += 2 * i;
#pragma omp target exit data map(from: gl)
  printf("gl:"); for (int i = 0; i < N; i++) printf(" %d", gl[i]); printf("\n");
  /* declare target pointer pointing at device memory */
  int *dm = omp_target_alloc(N * sizeof(int), dev);
  gptr = dm;
#pragma omp target update to(gptr)
#pragma omp target
  for (int i = 0; i < N; i++) gptr[i] = 3 * i;
  int back[N];
  omp_target_memcpy(back, dm, N * sizeof(int), 0, 0, omp_get_initial_device(), dev);
  printf("back:"); for (int i = 0; i < N; i++) printf(" %d", back[i]); printf("\n");
  omp_target_free(dm, dev);
  return 0;
}
