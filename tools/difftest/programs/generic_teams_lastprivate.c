/* lastprivate on the distribute loops of teams regions with code beside
 * them: the team that runs the sequentially last iteration writes its
 * value to the variable. Mapped variables are read after the region on
 * the host; a variable declared in the region is the team's own, so only
 * the team that ran the last iteration reads the loop's last value. */
#include <stdio.h>
#include <omp.h>
#define N 1000
int main(void) {
  int n = N, fails = 0;
  int a[N];
  for (int i = 0; i < n; i++) a[i] = 3 * i + 1;
  int expect_last = 3 * (n - 1) + 1;

  /* 1: distribute, distribute parallel for, distribute simd; a scalar
   * written in the body and the loop variable itself. */
  int x = -1, y = -1, z = -1, i1 = -1, j2 = -1, cnt = 0;
#pragma omp target teams num_teams(4) map(to: a) map(tofrom: x, y, z, i1, j2, cnt)
  {
#pragma omp atomic
    cnt++;
    int i, j;
#pragma omp distribute lastprivate(x, i)
    for (i = 0; i < n; i++) x = a[i];
    if (omp_get_team_num() == omp_get_num_teams() - 1) i1 = i;
#pragma omp distribute parallel for lastprivate(y, j)
    for (j = 0; j < n; j += 3) y = a[j] * 2;
    if (omp_get_team_num() == omp_get_num_teams() - 1) j2 = j;
#pragma omp distribute simd lastprivate(z)
    for (int k = n - 1; k >= 0; k--) z = a[k] + 5;
  }
  int ylast = 0;
  for (int j = 0; j < n; j += 3) ylast = a[j] * 2;
  printf("1: distribute=%d dpf=%d dsimd=%d i=%d j=%d\n", x == expect_last, y == ylast, z == a[0] + 5, i1 == n, j2 == 1002);
  fails += x != expect_last || y != ylast || z != a[0] + 5 || i1 != n || j2 != 1002;

  /* 2: a team-local variable: the team that ran the last iteration
   * (with dist_schedule(static, 7)) reads the value the loop left it. */
  int got = -1, chunked = -1;
#pragma omp target teams num_teams(3) map(to: a) map(tofrom: got, chunked)
  {
    int v = -7, owner = 0, owner2 = 0;
#pragma omp distribute dist_schedule(static, 7) lastprivate(v)
    for (int i = 0; i < n; i++) {
      v = a[i] - 1;
      if (i == n - 1) owner = 1;
    }
    if (owner) got = v;
    long s = 0;
#pragma omp distribute parallel for dist_schedule(static, 5) lastprivate(s)
    for (int i = 0; i < n; i++) {
      s = (long)a[i] * a[i];
      if (i == n - 1) owner2 = 1;
    }
    if (owner2) chunked = (int)(s % 100000);
  }
  long sq = (long)a[n - 1] * a[n - 1];
  printf("2: local=%d chunked=%d\n", got == a[n - 1] - 1, chunked == (int)(sq % 100000));
  fails += got != a[n - 1] - 1 || chunked != (int)(sq % 100000);

  /* 3: collapse(2) with lastprivate of both loop variables. */
  int i = -1, j = -1, w = -1;
#pragma omp target teams num_teams(2) map(tofrom: i, j, w)
  {
#pragma omp distribute parallel for collapse(2) lastprivate(i, j, w)
    for (i = 0; i < 10; i++)
      for (j = 0; j < 7; j++) w = i * 100 + j;
  }
  printf("3: i=%d j=%d w=%d\n", i, j, w == 906);
  fails += i != 10 || j != 7 || w != 906;
  /* 4: a distribute loop whose body holds a parallel loop: the body's
   * code writes the team's copy, the parallel loop reads it. */
  int rows = 23, cols = 12, b[23 * 12], lastrow = -1, r = -1, got4 = -1;
  for (int q = 0; q < rows * cols; q++) b[q] = 0;
#pragma omp target teams num_teams(4) map(tofrom: b, lastrow, r, got4)
  {
    int base = -1, mine = 0;
#pragma omp distribute lastprivate(lastrow, r, base)
    for (r = 0; r < rows; r++) {
      base = r * cols;
      lastrow = r * 10;
      if (r == rows - 1) mine = 1;
#pragma omp parallel for
      for (int j = 0; j < cols; j++) b[base + j] = lastrow + j;
    }
    if (mine) got4 = base;
  }
  int rows_ok = 1;
  for (int q = 0; q < rows; q++)
    for (int j = 0; j < cols; j++) rows_ok &= b[q * cols + j] == q * 10 + j;
  printf("4: rows=%d lastrow=%d r=%d base=%d\n", rows_ok, lastrow, r, got4 == (rows - 1) * cols);
  fails += !rows_ok || lastrow != (rows - 1) * 10 || r != rows || got4 != (rows - 1) * cols;
  /* 5: as 4 with an atomic in the parallel loop (on the host plugin the
   * team's threads then run as threads). */
  int total = 0, lastsum = -1;
#pragma omp target teams num_teams(3) map(tofrom: total, lastsum)
  {
    int sum = 0;
#pragma omp distribute lastprivate(sum)
    for (int q = 0; q < 40; q++) {
      sum = q;
#pragma omp parallel for
      for (int j = 0; j < 8; j++) {
#pragma omp atomic
        total += sum;
      }
    }
    if (sum == 39) lastsum = sum;
  }
  printf("5: total=%d last=%d\n", total == 8 * 780, lastsum == 39);
  fails += total != 8 * 780 || lastsum != 39;
  /* 6: the combined target teams distribute whose loop holds a parallel
   * loop; its map clause brings the values back. */
  int last6 = -1, r6 = -5, c[19 * 8];
#pragma omp target teams distribute num_teams(4) lastprivate(last6, r6) map(tofrom: c, last6) map(from: r6)
  for (r6 = 0; r6 < 19; r6++) {
    last6 = r6 * 3;
#pragma omp parallel for
    for (int j = 0; j < 8; j++) c[r6 * 8 + j] = last6 + j;
  }
  int c_ok = 1;
  for (int q = 0; q < 19; q++)
    for (int j = 0; j < 8; j++) c_ok &= c[q * 8 + j] == q * 3 + j;
  printf("6: rows=%d last=%d r=%d\n", c_ok, last6, r6);
  fails += !c_ok || last6 != 54 || r6 != 19;
  if (fails) {
    printf("FAIL generic_teams_lastprivate: %d\n", fails);
    return 1;
  }
  printf("PASS generic_teams_lastprivate\n");
  return 0;
}
