/* target update with non-contiguous sections that clang-19 moves right:
 * 2-D blocks of whole rows, rows with a stride, inner dimensions strided
 * from 0, sections of one row, spelled directly and through macros that
 * take the section as an argument.  (clang-19 ignores the stride of a
 * one-dimensional section and moves one element per row of a partial
 * inner dimension; docs/difftest.md has those.) */
#include "hunt27_harness.h"
#define N 16
#define R 6
#define C 5
#define UPDATE_FROM(sec) H27_PRAGMA(omp target update from(sec))
#define UPDATE_TO(sec) H27_PRAGMA(omp target update to(sec))

static int test_blocks_2d(void) {
  int errs = 0;
  int g[R][C];
  memset(g, 0, sizeof g);
#pragma omp target enter data map(to: g)
#pragma omp target
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) g[i][j] = i * 10 + j;
#pragma omp target update from(g[1:2][0:C])
  H27_CHECK(errs, g[1][0] == 10 && g[2][4] == 24 && g[0][4] == 0 && g[3][0] == 0);
  UPDATE_FROM(g[0:R][0:3:2]);
  H27_CHECK(errs, g[0][0] == 0 && g[5][2] == 52 && g[5][4] == 54 && g[5][1] == 0 && g[4][3] == 0);
#pragma omp target update from(g[4][1:3])
  H27_CHECK(errs, g[4][1] == 41 && g[4][3] == 43 && g[4][0] == 40 && g[4][4] == 44);
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) g[i][j] = -1;
  UPDATE_TO(g[3:2][0:C]);
#pragma omp target
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) g[i][j] += 1;
#pragma omp target update from(g)
  H27_CHECK(errs, g[3][0] == 0 && g[4][4] == 0 && g[2][2] == 23 && g[5][1] == 52);
#pragma omp target exit data map(delete: g)
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_blocks_2d();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
