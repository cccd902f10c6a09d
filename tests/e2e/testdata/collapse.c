/* collapse: collapse(2) and collapse(3) over perfect rectangular nests
 * (declared and pre-declared variables, decreasing and strided levels,
 * unsigned and long indices, a level with zero iterations), with and
 * without a reduction, compared exactly with the sequential nest. */
#include <stdio.h>
#include <stdlib.h>

#define NI 37
#define NJ 29
#define NK 11

int main(void) {
  static double a[NI][NJ], b[NJ][NK], c[NI][NK], ref[NI][NK];
  static int grid[NI][NJ][NK], gref[NI][NJ][NK];
  int bad = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) a[i][j] = (double)((i + 2 * j) % 7);
  for (int j = 0; j < NJ; j++)
    for (int k = 0; k < NK; k++) b[j][k] = (double)((3 * j + k) % 5 - 2);

  /* Dense matmul: collapse(2) over (i, k), the j loop stays inside. */
#pragma omp target teams distribute parallel for collapse(2) map(to: a, b) map(from: c)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++) {
      double s = 0;
      for (int j = 0; j < NJ; j++) s += a[i][j] * b[j][k];
      c[i][k] = s;
    }
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++) {
      double s = 0;
      for (int j = 0; j < NJ; j++) s += a[i][j] * b[j][k];
      ref[i][k] = s;
    }
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      if (c[i][k] != ref[i][k]) {
        if (bad < 5) printf("matmul c[%d][%d] = %g, want %g\n", i, k, c[i][k], ref[i][k]);
        bad++;
      }

  /* collapse(3), pre-declared variables, a decreasing middle level and a
   * strided inner one; braces around the inner loops. */
  int i, j;
  unsigned k;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      for (k = 0; k < NK; k++) grid[i][j][k] = -1, gref[i][j][k] = -1;
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: grid)
  for (i = 1; i < NI; i++) {
    for (j = NJ - 1; j >= 2; j--) {
      for (k = 0; k < NK; k += 3) {
        grid[i][j][k] = i * 10000 + j * 100 + (int)k;
      }
    }
  }
  for (i = 1; i < NI; i++)
    for (j = NJ - 1; j >= 2; j--)
      for (k = 0; k < NK; k += 3) gref[i][j][k] = i * 10000 + j * 100 + (int)k;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      for (k = 0; k < NK; k++)
        if (grid[i][j][k] != gref[i][j][k]) {
          if (bad < 5) printf("grid[%d][%d][%u] = %d, want %d\n", i, j, k, grid[i][j][k], gref[i][j][k]);
          bad++;
        }

  /* collapse(2) with a reduction, long and unsigned indices, on target
   * parallel for and target teams distribute. */
  long sum = 7, rsum = 7;
  int n = NI, m = NJ;
#pragma omp target parallel for collapse(2) map(to: a) reduction(+: sum)
  for (long p = 0; p < n; p++)
    for (unsigned q = 0; q < (unsigned)m; q++) sum += (long)a[p][q] * (p + 1) * (q + 2);
  for (long p = 0; p < n; p++)
    for (unsigned q = 0; q < (unsigned)m; q++) rsum += (long)a[p][q] * (p + 1) * (q + 2);
  if (sum != rsum) {
    printf("collapsed reduction: %ld, want %ld\n", sum, rsum);
    bad++;
  }
  double mx = -1.0;
#pragma omp target teams distribute collapse(2) map(to: a) reduction(max: mx)
  for (int p = n - 1; p >= 0; p--)
    for (int q = 0; q < m; q += 2) mx = a[p][q] * (p + q) > mx ? a[p][q] * (p + q) : mx;
  double rmx = -1.0;
  for (int p = n - 1; p >= 0; p--)
    for (int q = 0; q < m; q += 2) rmx = a[p][q] * (p + q) > rmx ? a[p][q] * (p + q) : rmx;
  if (mx != rmx) {
    printf("collapsed max: %g, want %g\n", mx, rmx);
    bad++;
  }

  /* An inner level with zero iterations: nothing runs. */
  int touched = 0;
  int zero = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: touched)
  for (int p = 0; p < n; p++)
    for (int q = 0; q < zero; q++) touched += 1;
  if (touched != 0) {
    printf("zero-trip nest ran %d iterations\n", touched);
    bad++;
  }

  printf("c[0][0]=%.1f c[%d][%d]=%.1f grid[1][2][0]=%d grid[%d][%d][9]=%d\n", c[0][0], NI - 1, NK - 1, c[NI - 1][NK - 1],
         grid[1][2][0], NI - 1, NJ - 1, grid[NI - 1][NJ - 1][9]);
  printf("sum=%ld max=%.1f touched=%d\n", sum, mx, touched);
  if (bad) {
    printf("FAIL collapse: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS collapse\n");
  return 0;
}
