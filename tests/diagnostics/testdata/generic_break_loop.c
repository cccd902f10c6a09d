void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for
    for (int i = 1; i < n; i++) {
      if (a[i] < 0) break;
      a[i] = 0;
    }
  }
}
// expect: 7:21: error: 'break' out of the loop of a '#pragma omp parallel for' is not allowed
