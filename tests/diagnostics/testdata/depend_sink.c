void f(double *a, int n) {
  #pragma omp target enter data map(to: a[0:n]) depend(source)
}
// expect: 2:56: error: dependence-type 'source' is only valid on an 'ordered' construct
