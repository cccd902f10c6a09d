void f(double *a, int n) {
  #pragma omp target teams distribute parallel for schedule(static) schedule(static, 2)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:69: error: clause 'schedule' appears more than once
