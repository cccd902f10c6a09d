/* Header of header_line_directives.c: target regions after #line
 * directives and a line marker, and a header read in between them. */
#ifndef HEADER_LINES_H
#define HEADER_LINES_H
#line 100 "lines_virtual.h"
static int hl_first(int *v, int n) {
#pragma omp target map(tofrom: v[0:n])
  for (int i = 0; i < n; i++) v[i] += __LINE__;
  return __LINE__;
}
#include "header_lines_inner.h"
static int hl_after(const char **file) {
  int l = 0;
#pragma omp target map(from: l)
  l = __LINE__;
  *file = __FILE__;
  return l;
}
# 300 "marked.h"
static int hl_marked(const char **file) {
  int l = 0;
#pragma omp target map(from: l)
  l = __LINE__ * 2;
  *file = __FILE__;
  return l;
}
#endif
