void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = 1;
    #pragma omp parallel num_threads(8)
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 1;
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 2;
    }
    #pragma omp parallel for num_threads(2) if(n > 4)
    for (int i = 0; i < n; i++) a[i] += 3;
  }
}
// expect: 7:38: error: num_threads(8) on a parallel block of several loops differs from num_threads(4) of another parallel construct of this target region; that is not supported yet (give the loops one size, or write each as a parallel loop)
// expect: 14:42: error: num_threads(2) beside an 'if' clause differs from num_threads(4) of another parallel construct of this target region; that is not supported yet
