/* An item in both firstprivate and lastprivate of a loop beside other
 * code in a target region: each thread's copy starts from the value
 * before the loop, and the value of the sequentially last iteration is
 * the variable's after it. Forms: a parallel for beside code in a
 * target region, a worksharing for in a parallel region of code, a
 * parallel for in a teams region run by every team, the if clause false, a loop run again in a
 * for statement of the region, a loop without iterations, and a
 * parallel for in a nested parallel region. Checked against values
 * computed on the host. The schedules are static, so each thread's
 * iterations, and what its copy holds, are the same as clang-19's (in
 * the teams region, whose thread count clang-19 on the host plugin
 * chooses otherwise, only the last iteration changes the item). */
#include <stdio.h>
#include <omp.h>
#define N 12
int main(void) {
  int fails = 0, ok;
  int x = 7, a[N] = {0}, b[N] = {0}, n0 = 0;
  long y = 3;
  double z = 0.5;
  int rounds[3] = {0, 0, 0};
#pragma omp target map(tofrom: x, y, a, rounds)
  {
    a[0] = 100;
#pragma omp parallel for firstprivate(x, y) lastprivate(x, y) num_threads(4) schedule(static)
    for (int i = 0; i < N; i++) {
      a[i] += x;
      x = x + i;
      y = y * 2 + i;
    }
    a[1] += x;
    for (int r = 0; r < 3; r++) {
#pragma omp parallel for firstprivate(x) lastprivate(x) num_threads(4) schedule(static, 2)
      for (int i = 0; i < N; i++)
        x += 1;
      rounds[r] = x;
    }
  }
  ok = a[0] == 107 && a[3] == 7 && a[4] == 10 && a[1] == 7 + (7 + 9 + 10 + 11) && y == 91 &&
       rounds[0] == 37 + 4 && rounds[1] == 37 + 8 && rounds[2] == 37 + 12 && x == 49;
  printf("parallel for=%d (x %d y %ld a %d %d %d %d rounds %d %d %d)\n", ok, x, y, a[0], a[1], a[3], a[4], rounds[0], rounds[1], rounds[2]);
  fails += !ok;

  x = 5;
#pragma omp target map(tofrom: x, b, z)
#pragma omp parallel num_threads(3)
  {
    int t = omp_get_thread_num();
#pragma omp for firstprivate(x, z) lastprivate(x, z) schedule(static)
    for (int i = 0; i < N; i++) {
      b[i] = x * 10 + t;
      x += i;
      z += 0.25;
    }
#pragma omp atomic
    b[0] += 1000;
  }
  ok = b[0] == 3050 && b[4] == 51 && b[8] == 52 && x == 5 + 8 + 9 + 10 + 11 && z == 1.5;
  printf("worksharing for=%d (x %d z %.2f b %d %d %d)\n", ok, x, z, b[0], b[4], b[8]);
  fails += !ok;

  x = 9;
  int c[2] = {0, 0};
#pragma omp target map(tofrom: c)
#pragma omp teams num_teams(2)
  {
    int v = 1 + omp_get_team_num();
#pragma omp parallel for firstprivate(v) lastprivate(v) num_threads(2) schedule(static)
    for (int i = 0; i < 4; i++)
      if (i == 3)
        v = v * 10 + i;
    c[omp_get_team_num()] = v;
  }
  ok = c[0] == 13 && c[1] == 23;
  printf("teams parallel for=%d (%d %d)\n", ok, c[0], c[1]);
  fails += !ok;

  x = 4;
#pragma omp target map(tofrom: x, a, n0)
  {
    a[2] = 1;
#pragma omp parallel for firstprivate(x) lastprivate(x) if(n0) schedule(static)
    for (int i = 0; i < N; i++)
      x = x + i;
    a[3] = x;
#pragma omp parallel for firstprivate(x) lastprivate(x) schedule(static)
    for (int i = 0; i < n0; i++)
      x = -1;
  }
  ok = x == 4 + 66 && a[3] == 70;
  printf("if false, no iteration=%d (x %d a %d)\n", ok, x, a[3]);
  fails += !ok;

  x = 6;
  int e[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(2) map(tofrom: e)
  {
    int w = 10 * omp_get_thread_num();
#pragma omp parallel for firstprivate(w) lastprivate(w)
    for (int i = 0; i < 3; i++)
      w += i;
    e[omp_get_thread_num()] = w;
  }
  ok = e[0] == 3 && e[1] == 13;
  printf("nested=%d (%d %d)\n", ok, e[0], e[1]);
  fails += !ok;
  if (fails) {
    printf("FAIL generic_firstlastprivate\n");
    return 1;
  }
  printf("PASS generic_firstlastprivate\n");
  return 0;
}
