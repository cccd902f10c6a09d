void f(double *a, int n, double x) {
  #pragma omp target parallel for linear(x: 1) map(tofrom: x) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = x;
}
// expect: 2:42: error: linear variable 'x' has type 'double'; an integer is required
