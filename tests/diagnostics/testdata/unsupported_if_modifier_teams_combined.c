void f(double *a, int n) {
  #pragma omp target teams distribute parallel for if(parallel: n > 4) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:55: error: if clause modifier 'parallel' is not supported yet (only 'target')
