#pragma omp declare target
double h(double x);
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = h(a[0]); }
}
// expect: 6:12: error: declare target function 'h' is called in a target region but not defined in this translation unit
