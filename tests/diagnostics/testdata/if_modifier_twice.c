void f(double *a, int n) {
  #pragma omp target parallel for if(parallel: n > 4) if(parallel: n > 8) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:55: error: more than one 'if' clause with directive-name-modifier 'parallel'
