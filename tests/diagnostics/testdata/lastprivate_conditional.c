void f(double *a, int n, int x) {
  #pragma omp target teams distribute parallel for lastprivate(conditional: x) map(tofrom: x) map(a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] > 0) x = i;
}
// expect: 2:64: error: lastprivate modifier 'conditional' is not allowed on '#pragma omp target teams distribute parallel for' (OpenMP 5.2 §11.6: not on a distribute construct)
