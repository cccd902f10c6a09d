/* declare target in headers and from macros: a header's range and list
 * form, a header included inside a range, ranges opened and closed by
 * macro uses (removed from the host code) and a range around a
 * declaration in one macro use (left to the host compiler). */
#include <stdio.h>

#include "declareheader.h"

#pragma omp declare target
#include "declareheader_fns.h"
#pragma omp end declare target

double dh_scale = 0.5;
double dh_table[DH_N];
int dh_hits;
int dh_counts[4];

DH_BEGIN_DEVICE
static int dm_bias = 3;
static int dm_add(int a, int b) { return a + b + dm_bias; }
DH_END_DEVICE

DH_DEVICE_VAR(int dm_flag = 7)

_Pragma("omp declare target")
static int dm_twice(int x) { return 2 * x + dhf_shift(0) - dhf_base; }
_Pragma("omp end declare target")

static int failures;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("  FAIL: %s is %g, want %g\n", what, got, want);
    failures++;
  }
}

int main(void) {
  double out[DH_N];
  for (int i = 0; i < DH_N; i++) dh_table[i] = i;
#pragma omp target update to(dh_table)
#pragma omp target teams distribute parallel for map(from: out[0:DH_N])
  for (int i = 0; i < DH_N; i++)
    out[i] = dh_poly(dh_table[i]) + dm_add(dm_twice(i), dm_flag) + dhf_shift(i);
  double sum = 0;
  for (int i = 0; i < DH_N; i++) {
    check("out", out[i], 0.5 * i * i + 5 + (2 * i + 7 + 3) + (i + 100));
    sum += out[i];
  }
  printf("sum=%g\n", sum);

  /* The device copies are the declare target variables' own. */
  dh_scale = 1.5;
  dm_flag = 0;
#pragma omp target map(from: out[0:2])
  {
    out[0] = dh_poly(2);
    out[1] = dm_flag;
  }
  check("old scale", out[0], 0.5 * 4 + 5);
  check("old flag", out[1], 7);
#pragma omp target update to(dh_scale, dm_flag)
#pragma omp target map(from: out[0:2])
  {
    out[0] = dh_poly(2);
    out[1] = dm_flag;
  }
  check("new scale", out[0], 1.5 * 4 + 5);
  check("new flag", out[1], 0);
  printf("poly2=%g flag=%g\n", out[0], out[1]);

  dh_hits = 40;
#pragma omp target map(tofrom: dh_hits)
  { dh_hits += 2; }
#pragma omp target
  { dh_hits += 1; }
  check("hits", dh_hits, 42); /* firstprivate in the second region */
  printf("hits=%d\n", dh_hits);

  /* An extern array of the header, mapped implicitly (tofrom) and by a
   * clause. */
#pragma omp target
  for (int i = 0; i < 4; i++) dh_counts[i] = 10 * i;
#pragma omp target map(tofrom: dh_counts[1:2])
  for (int i = 1; i < 3; i++) dh_counts[i] += 1;
  for (int i = 0; i < 4; i++) check("counts", dh_counts[i], 10 * i + (i == 1 || i == 2));
  printf("counts=%d,%d,%d,%d\n", dh_counts[0], dh_counts[1], dh_counts[2], dh_counts[3]);

  if (failures) {
    printf("FAIL declareheader (%d)\n", failures);
    return 1;
  }
  printf("PASS declareheader\n");
  return 0;
}
