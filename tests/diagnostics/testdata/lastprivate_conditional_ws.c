void f(double *a, int n, int x) {
  #pragma omp target parallel map(tofrom: x) map(a[0:n])
  {
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++)
      if (a[i] > 0) x = i;
    a[0] = x;
  }
}
// expect: 4:33: error: lastprivate modifier 'conditional' is not supported yet
