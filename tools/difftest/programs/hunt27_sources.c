/* Source forms: regions in static inline header functions, _Pragma in
 * do{}while(0) macros taking an array and an expression, an included .c
 * file with #line, regions under #if, and clauses built from macros. */
#include "hunt27_kernels.h"
#include "hunt27_sources_part.c"
#define NR 4
#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define MAPTO(x) map(to: x)
#define BOTH(a, b) map(tofrom: a, b)

static int test_header_kernels(void) {
  int errs = 0;
  double m[NR][KW];
  for (int i = 0; i < NR; i++) for (int j = 0; j < KW; j++) m[i][j] = i + j;
  k_scale_rows(m, NR, 2.0);
  H27_CHECK(errs, m[3][4] == 14.0 && m[0][0] == 0.0);
  H27_CHECK(errs, k_row_sum((const double (*)[KW])m, 2) == 2 * (2 * 5 + 10));
  double (*heap)[KW] = malloc(NR * sizeof *heap);
  for (int i = 0; i < NR; i++) for (int j = 0; j < KW; j++) heap[i][j] = 1;
  k_scale_rows(heap + 1, NR - 1, 3.0);
  H27_CHECK(errs, heap[0][0] == 1.0 && heap[1][0] == 3.0 && heap[3][4] == 3.0);
  free(heap);
  H27_DONE(errs);
  return errs;
}

static int test_macro_kernels(void) {
  int errs = 0;
  int v[12];
  int base = 7;
  K_FILL(v, LEN(v), _i * base);
  H27_CHECK(errs, v[11] == 77 && v[0] == 0);
  long w[6];
  K_FILL(w, 6, (long)_i << 40);
  H27_CHECK(errs, w[5] == 5L << 40);
  int a = 1, b = 2;
  H27_TARGET(BOTH(a, b) MAPTO(base), a += base; b *= base);
  H27_CHECK(errs, a == 8 && b == 14);
  H27_DONE(errs);
  return errs;
}

static int test_included_part(void) {
  int errs = 0;
  int v[8];
  for (int i = 0; i < 8; i++) v[i] = i;
  errs += part_region(v, 8);
  H27_DONE(errs);
  return errs;
}

#line 200 "renamed_main.c"
static int test_line_and_if(void) {
  int errs = 0;
  int line = 0;
#pragma omp target map(from: line)
  line = __LINE__;
  H27_CHECK(errs, line == 204);
  int r = 0;
#if defined(_OPENMP) && _OPENMP >= 201811
#pragma omp target map(tofrom: r)
  r = 1;
#else
  r = 2;
#endif
  H27_CHECK(errs, r == 1);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_header_kernels();
  errs += test_macro_kernels();
  errs += test_included_part();
  errs += test_line_and_if();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
