void f(double *a, int n) {
  long double last[2];
  #pragma omp target parallel map(tofrom: a[0:n], last)
  {
    #pragma omp for lastprivate(last)
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
// expect: 5:33: error: 'lastprivate' of the array 'last' is not supported yet (long double elements: the device's long double is not the host's)
