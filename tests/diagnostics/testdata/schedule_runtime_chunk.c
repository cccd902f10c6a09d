void f(double *a, int n) {
  #pragma omp target teams distribute parallel for schedule(runtime, 4)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: schedule(runtime) takes no chunk size
