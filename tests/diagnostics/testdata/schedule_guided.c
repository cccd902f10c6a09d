void f(double *a, int n) {
  #pragma omp target teams distribute parallel for schedule(guided)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: schedule(guided) is not supported on the device yet (use static)
