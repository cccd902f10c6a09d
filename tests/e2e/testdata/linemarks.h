/* Target regions in a header that a source with #line directives
 * includes (linemarks.c): read into the unit all the same, its
 * positions its own. */
#ifndef LINEMARKS_H
#define LINEMARKS_H

static void lm_scale(double *a, int n, double f) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] *= f;
}

static int lm_where(void) {
  int line = 0;
#pragma omp target map(from: line)
  line = __LINE__;
  return line;
}

static const char *lm_file(void) { return __FILE__; }

#endif
