void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic capture
    a[0] = a[0]++;
  }
}
// expect: 5:5: error: '#pragma omp atomic': 'v' and 'x' must not be the same ('a[0]')
