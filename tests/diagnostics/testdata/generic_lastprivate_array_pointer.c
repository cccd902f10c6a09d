void f(double *a, int n) {
  double *last[2] = {0, 0};
  #pragma omp target parallel map(tofrom: a[0:n], last)
  {
    #pragma omp for lastprivate(last)
    for (int i = 0; i < n; i++) last[i % 2] = a;
  }
}
// expect: 5:33: error: 'lastprivate' of the array 'last' is not supported yet (arrays of arithmetic elements only)
