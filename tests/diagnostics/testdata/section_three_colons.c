void f(double *a, int n) {
  #pragma omp target update to(a[0:n:1:1])
}
// expect: 2:39: error: an array section has at most three parts: [lower : length : stride]
