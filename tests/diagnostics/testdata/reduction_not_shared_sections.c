void f(double *a, int n) {
  double s = 0;
  #pragma omp target parallel firstprivate(s) map(to: a[0:n])
  {
    #pragma omp sections reduction(+: s)
    {
      #pragma omp section
      s += a[0];
      #pragma omp section
      s += a[1];
    }
  }
}
// expect: 5:39: error: reduction variable must be shared
// expect: 3:44: note: defined as firstprivate
