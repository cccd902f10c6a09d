void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for
    for (int i = 1; i < n; i++) {
      a[i] = 0;
      #pragma omp barrier
    }
  }
}
// expect: 8:15: error: '#pragma omp barrier' may not be closely nested in the region of a worksharing loop
