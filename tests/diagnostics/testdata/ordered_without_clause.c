void f(int *a, int n) {
  #pragma omp target parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp ordered
    a[i] = i;
  }
}
// expect: 4:13: error: '#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause
