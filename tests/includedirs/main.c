/* Headers from two cc_library deps (strip_include_prefix, includes) and
   a copts -I directory, with target regions, declare target code and
   macros expanding to target directives; every result is checked against
   the same computation on the host. */
#include <stdio.h>
#include "vec/vecops.h"
#include <offl/macros.h>
#include "cfg/cfg.h"

int main(void) {
  static double a[CFG_N];
  int n = CFG_N, bad = 0;
  for (int i = 0; i < n; i++)
    a[i] = i;
  vec_scale_all(a, n);
  for (int i = 0; i < n; i++)
    bad += a[i] != i * VEC_FACTOR + 1.0;
  vec_set_offset(-3.0);
  vec_scale_all(a, n);
  for (int i = 0; i < n; i++)
    bad += a[i] != (i * VEC_FACTOR + 1.0) * VEC_FACTOR - 3.0;
  long want = 0;
  for (int i = 0; i < n; i++)
    want += a[i] > 100.0;
  long got = vec_count_above(a, n, 100.0);
  bad += got != want;
  cfg_negate(a, n);
  OFFL_ENTER(a, n)
  OFFL_PAR_FOR
  for (int i = 0; i < n; i++)
    a[i] += 1.0;
  OFFL_EXIT(a, n)
  for (int i = 0; i < n; i++)
    bad += a[i] != -((i * VEC_FACTOR + 1.0) * VEC_FACTOR - 3.0) + 1.0;
  printf("n %d above %ld\n", n, got);
  if (bad) {
    printf("FAIL includedirs: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS includedirs\n");
  return 0;
}
