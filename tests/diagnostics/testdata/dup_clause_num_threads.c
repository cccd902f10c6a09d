void f(double *a, int n) {
  #pragma omp target parallel for num_threads(64) num_threads(32)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:51: error: clause 'num_threads' appears more than once
