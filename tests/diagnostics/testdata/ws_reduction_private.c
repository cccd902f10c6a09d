void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    double s = 0;
    #pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
    a[0] = s;
  }
}
// expect: 5:34: error: 's' in 'reduction' of '#pragma omp for' is private in the parallel region; it must be shared there
