void f(double *a, int n) {
  #pragma omp target teams distribute parallel for schedule(monotonic: static)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: schedule modifiers are not supported yet
