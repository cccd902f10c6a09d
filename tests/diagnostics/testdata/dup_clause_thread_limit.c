void f(double *a, int n) {
  #pragma omp target teams distribute parallel for thread_limit(64) thread_limit(32)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:69: error: clause 'thread_limit' appears more than once
