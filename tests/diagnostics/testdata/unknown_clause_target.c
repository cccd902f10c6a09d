void f(double *a, int n) {
  #pragma omp target mapp(a[0:n])
  { a[0] = 1; }
}
// expect: 2:22: error: unknown clause 'mapp' on '#pragma omp target'
