/* Reductions over arrays and array sections on the teams construct of a
 * teams region with code beside its loops, or a distribute loop whose
 * body holds a parallel loop: each team reduces into its own copy of the
 * elements, which the team's thread 0 folds into the variable at the
 * region's end. Checked against sums computed on the host. */
#include <stdio.h>
#include <omp.h>
#define N 256
int main(void) {
  int fails = 0, a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 5) % 13;
  long ref[4] = {0, 0, 0, 0};
  for (int i = 0; i < N; i++) ref[i % 4] += a[i];

  /* 1: target, then teams distribute reducing a section, its body a
   * parallel for reducing the same section. */
  long h[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: h) map(to: a)
#pragma omp teams distribute reduction(+: h[0:4]) num_teams(4)
  for (int blk = 0; blk < 8; blk++) {
#pragma omp parallel for reduction(+: h[0:4])
    for (int i = blk * 32; i < blk * 32 + 32; i++) h[i % 4] += a[i];
  }
  int ok = 1;
  for (int k = 0; k < 4; k++) ok &= h[k] == ref[k];
  printf("1: section=%d\n", ok);
  fails += !ok;

  /* 2: the combined construct over a whole array. */
  long g[4] = {1, 1, 1, 1};
#pragma omp target teams distribute reduction(+: g) num_teams(3) map(to: a)
  for (int blk = 0; blk < 8; blk++) {
#pragma omp parallel for reduction(+: g)
    for (int i = blk * 32; i < blk * 32 + 32; i++) g[i % 4] += a[i];
  }
  ok = 1;
  for (int k = 0; k < 4; k++) ok &= g[k] == ref[k] + 1;
  printf("2: array=%d\n", ok);
  fails += !ok;

  /* 3: code beside a distribute loop; a section that starts at 1, and a
   * max reduction of a whole array. */
  int c[6] = {7, 0, 0, 0, 7, 7}, m[2] = {-1, -1}, nt = 0;
#pragma omp target teams num_teams(4) reduction(+: c[1:3]) reduction(max: m) map(to: a) map(tofrom: nt)
  {
    c[1] += 1;
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp distribute parallel for reduction(+: c[1:3]) reduction(max: m)
    for (int i = 0; i < N; i++) {
      c[2] += a[i];
      c[3] += 1;
      if (a[i] > m[i % 2]) m[i % 2] = a[i];
    }
  }
  long sum = 0;
  int m0 = -1, m1 = -1;
  for (int i = 0; i < N; i++) {
    sum += a[i];
    if (i % 2 == 0 && a[i] > m0) m0 = a[i];
    if (i % 2 == 1 && a[i] > m1) m1 = a[i];
  }
  ok = c[0] == 7 && c[1] == nt && c[2] == sum && c[3] == N && c[4] == 7 && c[5] == 7 && m[0] == m0 && m[1] == m1;
  printf("3: code=%d\n", ok);
  fails += !ok;

  /* 4: a section of a pointer's pointee, with constant bounds. */
  long buf[6] = {0, 0, 0, 0, 0, 9};
  long *p = buf;
#pragma omp target teams num_teams(2) reduction(+: p[1:4]) map(to: a)
  {
#pragma omp distribute
    for (int i = 0; i < N; i++) p[1 + i % 4] += a[i];
  }
  ok = buf[0] == 0 && buf[5] == 9;
  for (int k = 0; k < 4; k++) ok &= buf[1 + k] == ref[k];
  printf("4: pointer=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL teams_array_reduction\n");
    return 1;
  }
  printf("PASS teams_array_reduction\n");
  return 0;
}
