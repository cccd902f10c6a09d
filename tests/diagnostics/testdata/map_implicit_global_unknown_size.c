extern double gtab[];
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = gtab[0]; }
}
// expect: 4:12: error: global 'gtab' cannot be mapped implicitly: its size is not known here; list it between '#pragma omp declare target' and '#pragma omp end declare target', or map a section of it
