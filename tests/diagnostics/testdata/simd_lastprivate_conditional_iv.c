void f(int *a, int n) {
  int i, v = 0;
  #pragma omp target map(tofrom: v) map(to: a[0:n])
  {
    v = 1;
    #pragma omp simd lastprivate(conditional: v, i)
    for (i = 0; i < n; i++) if (a[i] > 0) v = i;
    a[0] = v;
  }
}
// expect: 6:50: error: the loop variable 'i' in 'lastprivate(conditional: ...)' is not supported yet
