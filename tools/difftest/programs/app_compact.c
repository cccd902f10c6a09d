/* Stream compaction by prefix sums: flags, an exclusive scan of the
 * flags in a target region (inscan reduction), a scatter of the kept
 * elements, and per-row inclusive scans in a loop kernel. */
#include <stdio.h>

#define N 5000
#define R 50
#define C 100

int main(void) {
  static int in[N], flag[N], pos[N], out[N];
  static double m[R][C], cs[R][C];
  for (int i = 0; i < N; i++) in[i] = (i * 7919) % 1000;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) m[r][c] = (r + 1) * 0.5 - (c % 7);
  int kept = 0;
#pragma omp target data map(to: in) map(alloc: flag, pos) map(from: out) map(tofrom: kept)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) flag[i] = in[i] % 3 == 0;
#pragma omp target map(tofrom: kept)
#pragma omp parallel for reduction(inscan, +: kept)
    for (int i = 0; i < N; i++) {
      pos[i] = kept;
#pragma omp scan exclusive(kept)
      kept += flag[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      if (flag[i]) out[pos[i]] = in[i];
  }
#pragma omp target teams distribute map(to: m) map(from: cs)
  for (int r = 0; r < R; r++) {
    double run = 0;
#pragma omp simd reduction(inscan, +: run)
    for (int c = 0; c < C; c++) {
      run += m[r][c];
#pragma omp scan inclusive(run)
      cs[r][c] = run;
    }
  }
  long chk = 0;
  for (int i = 0; i < kept; i++) chk += (long)out[i] * (i % 5 + 1);
  printf("compact: kept %d chk %ld out[0] %d out[last] %d cs[7][99] %.2f cs[49][50] %.2f\n", kept, chk, out[0], out[kept - 1], cs[7][99], cs[49][50]);
  return 0;
}
