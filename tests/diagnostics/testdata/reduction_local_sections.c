void f(double *a, int n) {
  #pragma omp target parallel map(to: a[0:n])
  {
    double t = 0;
    #pragma omp sections reduction(+: t)
    {
      #pragma omp section
      t += a[0];
    }
  }
}
// expect: 5:39: error: reduction variable must be shared
// expect: 4:12: note: variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp sections' directive into a parallel or another task region?
