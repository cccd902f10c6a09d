/* const-qualified arrays and structs that target regions use without a
   map clause: mapped to the device and not copied back (a const
   file-scope table lives in read-only storage, where a copy back would
   crash the program; clang-19's program does crash there). */
#include <stdio.h>

#define N 8
static const double weights[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
const int perm[N] = {3, 0, 7, 1, 6, 2, 5, 4};
typedef struct { int lo, hi; double scale; } Range;
static const Range range = {1, N - 1, 2.0};
static const int grid2[2][3] = {{1, 2, 3}, {4, 5, 6}};

int main(void) {
  double in[N + 4], out[N], want[N];
  int gathered[N], sums[2], bad = 0;
  for (int i = 0; i < N + 4; i++) in[i] = i * i;

  #pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int k = 0; k < 5; k++) s += weights[k] * in[i + k];
    out[i] = s * range.scale;
  }
  #pragma omp target map(from: gathered, sums)
  {
    for (int i = 0; i < N; i++) gathered[i] = perm[i] * 10 + (i >= range.lo && i < range.hi);
    for (int r = 0; r < 2; r++) sums[r] = grid2[r][0] + grid2[r][1] + grid2[r][2];
  }
  const int local[3] = {9, 8, 7};
  int lsum = 0;
  #pragma omp target map(tofrom: lsum)
  lsum = local[0] * 100 + local[1] * 10 + local[2];

  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int k = 0; k < 5; k++) s += weights[k] * in[i + k];
    want[i] = s * range.scale;
    if (out[i] != want[i]) bad = 1;
    if (gathered[i] != perm[i] * 10 + (i >= range.lo && i < range.hi)) bad = 1;
  }
  if (sums[0] != 6 || sums[1] != 15 || lsum != 987) bad = 1;
  for (int i = 0; i < N; i++) printf("%g %d ", out[i], gathered[i]);
  printf("\n%d %d %d\n", sums[0], sums[1], lsum);
  if (bad) { printf("FAIL consttables\n"); return 1; }
  printf("PASS consttables\n");
  return 0;
}
