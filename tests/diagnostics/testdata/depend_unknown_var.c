void f(double *a, int n) {
  #pragma omp target update to(a[0:n]) nowait depend(in: b)
}
// expect: 2:58: error: 'b' in clause 'depend' is not a variable in scope
