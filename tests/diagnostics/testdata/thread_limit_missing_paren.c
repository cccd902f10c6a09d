void f(double *a, int n) {
  #pragma omp target teams distribute parallel for thread_limit 4
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:65: error: expected '(', found '4'
