void f(double *a, int n) {
  #pragma omp target teams distribute parallel for frobnicate(2)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:52: error: unknown clause 'frobnicate' on '#pragma omp target teams distribute parallel for'
