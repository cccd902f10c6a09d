/* Headers from two -I directories: target regions in a header's static
   inline functions, its declare target function and global, and macros
   expanding to _Pragma("omp target ...") (tests/e2e includedirs_test.go). */
#include <stdio.h>
#include "vec/vecops.h"
#include <offl/macros.h>

#define N 1000

int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = i * 0.25;
    b[i] = i % 7;
  }
  vec_apply(a, N, 1.0);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != i * 0.25 * VEC_FACTOR + 0.5 + 1.0;
  vec_set_bias(2.0);
  vec_apply(b, N, 0.0);
  for (int i = 0; i < N; i++)
    bad += b[i] != (i % 7) * VEC_FACTOR + 2.0;
  double want = 0;
  for (int i = 0; i < N; i++)
    want += b[i];
  double got = vec_sum(b, N);
  bad += got != want;

  OFFL_ENTER(a, N)
  OFFL_PAR_FOR(a, N)
  for (int i = 0; i < N; i++)
    a[i] = -a[i];
  OFFL_EXIT(a, N)
  for (int i = 0; i < N; i++)
    bad += a[i] != -(i * 0.25 * VEC_FACTOR + 0.5 + 1.0);

  printf("sum %g\n", got);
  if (bad) {
    printf("FAIL includedirs: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS includedirs\n");
  return 0;
}
