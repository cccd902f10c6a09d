void f(double *a, int n) {
  #pragma omp target teams distribute if(parallel: n > 4) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:42: error: directive-name-modifier 'parallel' of clause 'if' does not name a construct of '#pragma omp target teams distribute' that takes an if clause
