// want: include/region.h:2:11: '#pragma omp target' in an included file that is not read into the unit is not supported yet (a header with #include_next, one found neither below the source's directory nor in a -I directory, or one that includes a file above it); move the target region into header_region.c
#include "include/region.h"
int main(void) { int a[1]; h(a); return a[0]; }
