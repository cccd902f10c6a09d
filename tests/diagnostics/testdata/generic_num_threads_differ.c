void f(double *a, int n, int m) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for num_threads(64)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = 1;
    #pragma omp parallel for num_threads(m)
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 7:42: error: num_threads(m) differs from num_threads(64) of another parallel construct of this target region; parallel regions of different sizes in one target region need sizes that are integer constants (literals or macros), since the host sizes the launch for the largest
