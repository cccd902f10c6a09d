/* Target regions in headers with #line directives and line markers: the
 * headers are read into the unit, and __LINE__ and __FILE__ in them and
 * after them (in the header and in this file) keep their values. */
#include <stdio.h>
#include <string.h>
#include "header_lines.h"

int main(void) {
  int errs = 0;
  int v[4] = {0, 1, 2, 3};
  const char *f1 = "", *f2 = "";
  int first = hl_first(v, 4);
  int inner = hl_inner();
  int after = hl_after(&f1);
  int marked = hl_marked(&f2);
  int here = __LINE__;
  printf("first %d v %d %d\n", first, v[0], v[3]);
  printf("inner %d after %d %s marked %d %s here %d\n", inner, after, f1, marked, f2, here);
  errs += first != 103 || v[0] != 102 || v[3] != 105;
  errs += inner != 1005 || after != 109 || marked != 606 || here != 16;
  errs += strcmp(f1, "lines_virtual.h") != 0 || strcmp(f2, "marked.h") != 0;
  printf("%s header_line_directives\n", errs ? "FAIL" : "PASS");
  return errs != 0;
}
