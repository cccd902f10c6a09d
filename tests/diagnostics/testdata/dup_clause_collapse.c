void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(1) collapse(1)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:64: error: clause 'collapse' appears more than once
