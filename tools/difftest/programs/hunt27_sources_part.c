/* Included by hunt27_sources.c: a region after a #line directive. */
#line 500 "virtual_part.c"
static int part_region(int *v, int n) {
  int errs = 0;
#pragma omp target map(tofrom: v[0:n])
  for (int i = 0; i < n; i++) v[i] = v[i] * 2 + __LINE__ - 502;
  for (int i = 0; i < n; i++) errs += v[i] != 2 * i + 1;  /* __LINE__ is 503 in the loop */
  return errs;
}
