/* __LINE__ and __FILE__ in device code of a source with #line
 * directives (a generated file) are the ones the directives give, as in
 * its host code: in a target region, in a declare target function and
 * through a macro. */
#include <stdio.h>
#include <string.h>

#define HERE __LINE__

#line 500 "lexer.l"
static int where(void) { return __LINE__; }
#pragma omp declare target(where)

#line 40
int main(void) {
  int lines[4] = {0};
  char file[16] = "";
#pragma omp target map(from: lines, file)
  {
    lines[0] = __LINE__;
    lines[1] = where();
    lines[2] = HERE;
    const char *f = __FILE__;
    int i = 0;
    for (; f[i] && i < 15; i++) file[i] = f[i];
    file[i] = 0;
  }
  lines[3] = __LINE__;
  printf("region %d, function %d, macro %d, host %d, file %s\n", lines[0], lines[1], lines[2], lines[3], file);
  if (lines[0] != 45 || lines[1] != 500 || lines[2] != 47 || lines[3] != 53 || strcmp(file, "lexer.l") != 0) {
    printf("FAIL linedirectives_device\n");
    return 1;
  }
  printf("PASS linedirectives_device\n");
  return 0;
}
