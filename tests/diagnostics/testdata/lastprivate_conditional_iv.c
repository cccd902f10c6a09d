void f(double *a, int n) {
  int i;
  #pragma omp target parallel for lastprivate(conditional: i) map(a[0:n])
  for (i = 0; i < n; i++)
    a[i] += 1;
}
// expect: 3:60: error: the loop variable 'i' in 'lastprivate(conditional: ...)' is not supported yet
