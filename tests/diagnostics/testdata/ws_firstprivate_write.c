void f(double *a, int n) {
  double s = 0;
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
    a[0] = s;
  }
}
// expect: 5:34: error: 's' is firstprivate in the target region and shared in the parallel region; writing it there is not supported yet (map it, e.g. map(tofrom: s))
