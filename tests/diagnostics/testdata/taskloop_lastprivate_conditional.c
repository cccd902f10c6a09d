void f(int *a, int n) {
  int x = 0;
  #pragma omp target map(tofrom: x) map(to: a[0:n])
  {
    #pragma omp taskloop lastprivate(conditional: x)
    for (int i = 0; i < n; i++) if (a[i] > 0) x = i;
  }
}
// expect: 5:38: error: lastprivate modifier 'conditional' is not allowed on '#pragma omp taskloop' (OpenMP 5.2 §12.6: not on a taskloop construct)
