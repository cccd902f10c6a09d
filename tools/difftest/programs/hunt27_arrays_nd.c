/* Multi-dimensional arrays and their sections: 2-D/3-D sections mapped
 * and updated, pointers to arrays, VLA-free rectangular blocks. */
#include "hunt27_harness.h"
#define N 8
#define M 6
#define K 4

static double g3[N][M][K];

static int test_3d_section(void) {
  int errs = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++)
    g3[i][j][k] = i * 100 + j * 10 + k;
  /* Rows 2..5 of the first dimension only. */
  H27_TARGET(map(tofrom: g3[2:4][0:M][0:K]),
    for (int i = 2; i < 6; i++) for (int j = 0; j < M; j++) for (int k = 0; k < K; k++)
      g3[i][j][k] = -g3[i][j][k]);
  H27_CHECK(errs, g3[2][1][1] == -211.0);
  H27_CHECK(errs, g3[5][5][3] == -553.0);
  H27_CHECK(errs, g3[1][5][3] == 153.0);
  H27_CHECK(errs, g3[6][0][0] == 600.0);
  H27_DONE(errs);
  return errs;
}

static int test_ptr_to_array(void) {
  int errs = 0;
  double (*p)[M] = malloc(N * sizeof *p);
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) p[i][j] = i + j * 0.5;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: p[1:N-2][0:M])
  for (int i = 1; i < N - 1; i++)
    for (int j = 0; j < M; j++) p[i][j] *= 2;
  H27_CHECK(errs, p[0][2] == 1.0);
  H27_CHECK(errs, p[1][2] == 4.0);
  H27_CHECK(errs, p[N-1][1] == 7.5);
  H27_CHECK(errs, p[N-2][M-1] == 2 * (N - 2 + (M - 1) * 0.5));
  free(p);
  H27_DONE(errs);
  return errs;
}

static int test_ptr_to_array_update(void) {
  int errs = 0;
  int (*q)[K] = calloc(N, sizeof *q);
#pragma omp target enter data map(to: q[0:N])
#pragma omp target
  for (int i = 0; i < N; i++) for (int k = 0; k < K; k++) q[i][k] = i * K + k;
#pragma omp target update from(q[3:2])
  H27_CHECK(errs, q[3][0] == 12 && q[4][3] == 19);
  H27_CHECK(errs, q[2][0] == 0 && q[5][0] == 0);
#pragma omp target update from(q[6][1:2])
  H27_CHECK(errs, q[6][0] == 0 && q[6][1] == 25 && q[6][2] == 26 && q[6][3] == 0);
#pragma omp target exit data map(delete: q[0:N])
  free(q);
  H27_DONE(errs);
  return errs;
}

static int test_local_2d(void) {
  int errs = 0;
  long a[N][M];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = 0;
  /* A column a[0:N][2:1] (non-contiguous) and a block of whole rows.
   * clang-19 copies one element per row of a[0:N][2:3], so wider column
   * blocks are left out. */
#pragma omp target data map(to: a)
  {
#pragma omp target
    for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i * M + j;
#pragma omp target update from(a[0:N][2:1])
#pragma omp target update from(a[5:2][0:M])
  }
  H27_CHECK(errs, a[0][2] == 2 && a[7][2] == 44 && a[5][0] == 30 && a[6][5] == 41);
  H27_CHECK(errs, a[0][1] == 0 && a[7][5] == 0 && a[3][0] == 0 && a[4][5] == 0);
  H27_DONE(errs);
  return errs;
}

static int test_row_as_pointer(void) {
  int errs = 0;
  float m[N][M];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) m[i][j] = 1;
  float *row = m[3];
#pragma omp target map(tofrom: row[0:M])
  for (int j = 0; j < M; j++) row[j] = j * 3;
  H27_CHECK(errs, m[3][5] == 15.0f && m[2][5] == 1.0f && m[4][0] == 1.0f);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_3d_section();
  errs += test_ptr_to_array();
  errs += test_ptr_to_array_update();
  errs += test_local_2d();
  errs += test_row_as_pointer();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
