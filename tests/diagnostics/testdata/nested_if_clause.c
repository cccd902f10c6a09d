void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel for if(n > 100)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:28: error: the 'if' clause of a '#pragma omp parallel for' nested in a target region is not supported yet
