void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = 1 +; }
}
