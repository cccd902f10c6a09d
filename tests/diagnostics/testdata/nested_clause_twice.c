void f(double *a, int n) {
  #pragma omp target thread_limit(64) map(tofrom: a[0:n])
  #pragma omp teams distribute thread_limit(32)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:32: error: clause 'thread_limit' is given on both '#pragma omp target' and '#pragma omp teams distribute'
