void f(double *a, int n) {
  #pragma omp target enter data to(a[0:n])
}
// expect: 2:33: error: clause 'to' is not valid on '#pragma omp target enter data'
