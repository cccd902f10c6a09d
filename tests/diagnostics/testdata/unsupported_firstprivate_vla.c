void f(int n) {
  double v[n];
  #pragma omp target firstprivate(v)
  { v[0] = 1; }
}
// expect: 4:5: error: firstprivate variable-length array 'v' is not supported yet
