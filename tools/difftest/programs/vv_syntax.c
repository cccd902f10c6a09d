/* Conformance-style tests (a harness of checking macros, one function per
 * feature): section forms ([:N], [:], [lo:]), 2-D sections, VLAs, *p,
 * private and firstprivate arrays, default(none), arrays of structs,
 * pointer-to-pointer rows. */
#include "vv_harness.h"

#define ROWS 16
#define COLS 12

int test_section_forms(void) {
  int errors = 0;
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 5; }
#pragma omp target map(to: a[:N]) map(from: b[:]) map(tofrom: c[N/2:])
  {
    for (int i = 0; i < N; i++) b[i] = a[i];
    for (int i = N / 2; i < N; i++) c[i] = 9;
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, b[i] != i || c[i] != (i < N / 2 ? 5 : 9));
  REPORT_AND_RETURN(errors);
}

int test_2d_sections(void) {
  int errors = 0;
  double m[ROWS][COLS];
  for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++) m[i][j] = 0;
#pragma omp target map(tofrom: m[2:4][0:COLS])
  for (int i = 2; i < 6; i++) for (int j = 0; j < COLS; j++) m[i][j] = i + j;
  for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++)
    TEST_AND_SET_VERBOSE(errors, m[i][j] != ((i >= 2 && i < 6) ? i + j : 0));
  REPORT_AND_RETURN(errors);
}

int test_vla_and_heap_2d(int rows, int cols) {
  int errors = 0;
  int v[rows][cols];
  int (*h)[COLS] = malloc(sizeof(int[ROWS][COLS]));
  for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) v[i][j] = i;
#pragma omp target map(tofrom: v) map(from: h[0:ROWS])
  {
    for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) v[i][j] += j;
    for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++) h[i][j] = i * j;
  }
  for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) TEST_AND_SET_VERBOSE(errors, v[i][j] != i + j);
  for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++) TEST_AND_SET_VERBOSE(errors, h[i][j] != i * j);
  free(h);
  REPORT_AND_RETURN(errors);
}

int test_deref_and_zero_length(void) {
  int errors = 0;
  int x = 3;
  int *p = &x;
  int *q = (int *)malloc(4 * sizeof(int));
  q[0] = 1;
#pragma omp target map(tofrom: *p) map(tofrom: q[1:1])
  { *p += 4; q[1] = 8; }
  TEST_AND_SET_VERBOSE(errors, x != 7 || q[1] != 8);
  free(q);
  REPORT_AND_RETURN(errors);
}

int test_private_arrays(void) {
  int errors = 0;
  int tmp[8], init[8], out[8];
  for (int i = 0; i < 8; i++) { tmp[i] = -1; init[i] = i; }
#pragma omp target private(tmp) firstprivate(init) map(from: out)
  {
    for (int i = 0; i < 8; i++) tmp[i] = init[i] * 2;
    for (int i = 0; i < 8; i++) { init[i] = 0; out[i] = tmp[i]; }
  }
  for (int i = 0; i < 8; i++) TEST_AND_SET_VERBOSE(errors, tmp[i] != -1 || init[i] != i || out[i] != 2 * i);
  REPORT_AND_RETURN(errors);
}

int test_default_none(void) {
  int errors = 0;
  int a[N], s = 0;
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target teams distribute parallel for default(none) shared(a) reduction(+: s) map(to: a)
  for (int i = 0; i < N; i++) s += a[i];
  TEST_AND_SET_VERBOSE(errors, s != N);
  REPORT_AND_RETURN(errors);
}

typedef struct { double x, y; } pt_t;

int test_struct_array(void) {
  int errors = 0;
  pt_t pts[64];
  for (int i = 0; i < 64; i++) { pts[i].x = i; pts[i].y = 0; }
#pragma omp target teams distribute parallel for map(tofrom: pts[0:64])
  for (int i = 0; i < 64; i++) pts[i].y = pts[i].x * 2;
  for (int i = 0; i < 64; i++) TEST_AND_SET_VERBOSE(errors, pts[i].y != 2.0 * i);
  pt_t single = {1, 2};
#pragma omp target map(tofrom: single.y) map(to: single.x)
  single.y += single.x;
  TEST_AND_SET_VERBOSE(errors, single.y != 3);
  REPORT_AND_RETURN(errors);
}

int test_ptr_to_ptr(void) {
  int errors = 0;
  int **pp = (int **)malloc(3 * sizeof(int *));
  for (int r = 0; r < 3; r++) { pp[r] = (int *)malloc(4 * sizeof(int)); for (int j = 0; j < 4; j++) pp[r][j] = r; }
#pragma omp target enter data map(to: pp[0:3])
  for (int r = 0; r < 3; r++) {
#pragma omp target enter data map(to: pp[r][0:4])
  }
#pragma omp target
  for (int r = 0; r < 3; r++) for (int j = 0; j < 4; j++) pp[r][j] += 100;
  for (int r = 0; r < 3; r++) {
#pragma omp target exit data map(from: pp[r][0:4])
  }
#pragma omp target exit data map(delete: pp[0:3])
  for (int r = 0; r < 3; r++) { for (int j = 0; j < 4; j++) TEST_AND_SET_VERBOSE(errors, pp[r][j] != r + 100); free(pp[r]); }
  free(pp);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_section_forms);
  RUN_TEST(test_2d_sections);
  total += test_vla_and_heap_2d(ROWS, COLS);
  RUN_TEST(test_deref_and_zero_length);
  RUN_TEST(test_private_arrays);
  RUN_TEST(test_default_none);
  RUN_TEST(test_struct_array);
  RUN_TEST(test_ptr_to_ptr);
  FINISH("vv_syntax", total);
  return 0;
}
