void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n * n])
  {
    double first = a[0];
    #pragma omp for
    for (int i = 0; i < n; i++) {
      #pragma omp for
      for (int j = 0; j < n; j++) a[i * n + j] = first;
    }
  }
}
// expect: 7:15: error: '#pragma omp for' closely nested in the region of '#pragma omp for' is not allowed
