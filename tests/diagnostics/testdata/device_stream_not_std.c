#include <stdio.h>
FILE *log_file;
#pragma omp declare target(log_file)
void f(int x) {
  #pragma omp target map(to: x)
  {
    fprintf(log_file, "x = %d\n", x);
    fputs("done\n", stdout);
  }
}
// expect: 7:5: error: 'fprintf' in a target region may only write to stdout or stderr (the device has no other stream)
