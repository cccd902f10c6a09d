// want: include/region.h:2:11: '#pragma omp target' in an included file is not supported yet; move the target region into header_region.c
#include "include/region.h"
int main(void) { int a[1]; h(a); return a[0]; }
