void f(double *a, int n) {
  #pragma omp target parallel for if(n > 4) if(target: n > 8) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:45: error: an 'if' clause without a directive-name-modifier applies to every construct of '#pragma omp target parallel for'; it cannot be combined with another 'if' clause
