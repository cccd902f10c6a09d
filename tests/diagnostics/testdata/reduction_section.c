void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: a[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) a[i % 4] += s;
}
// expect: 3:66: error: array section 'a[0:n]' of a pointer in 'reduction' needs constant bounds (each thread's private copy has a fixed size); reduce over an array, or give constant bounds
