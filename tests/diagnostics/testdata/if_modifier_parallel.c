void f(double *a, int n) {
  #pragma omp target parallel for if(parallel: n > 1)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:38: error: if clause modifier 'parallel' is not supported yet (only 'target')
