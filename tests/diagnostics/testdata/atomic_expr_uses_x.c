void f(int *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp atomic
    a[0] += a[0] * i;
  }
}
// expect: 5:13: error: '#pragma omp atomic': the expression 'a[0] * i' must not use 'a[0]'
