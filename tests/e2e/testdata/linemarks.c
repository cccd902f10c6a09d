/* A generated source whose #line directives name other files and lines
 * (as yacc, re2c or a literate-programming tool write them) includes a
 * header with target regions (linemarks.h): the header is read into the
 * unit, and __LINE__ and __FILE__ stay the ones the directives give, in
 * the header, in target regions and after the #include. */
#include <stdio.h>
#include <string.h>
#line 200 "grammar.y"
#include "linemarks.h"
static int after_header = __LINE__;
#line 10 "actions.y"
#include "linemarks.h"

int main(void) {
  double a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  lm_scale(a, 8, 3.0);
  int line = 0;
  const char *file = __FILE__;
#pragma omp target map(tofrom: a, line)
  {
    a[7] += 1;
    line = __LINE__;
  }
  printf("a[1]=%g a[7]=%g\n", a[1], a[7]);
  const char *hfile = strstr(lm_file(), "linemarks.h") ? "linemarks.h" : lm_file();
  printf("header: %s line %d\n", hfile, lm_where());
  printf("after the header: line %d\n", after_header);
  printf("region: %s line %d\n", file, line);
  if (a[1] != 3 || a[7] != 22 || lm_where() != 15 || after_header != 201 || line != 21 ||
      strcmp(file, "actions.y") != 0 || strcmp(hfile, "linemarks.h") != 0) {
    printf("FAIL linemarks\n");
    return 1;
  }
  printf("PASS linemarks\n");
  return 0;
}
