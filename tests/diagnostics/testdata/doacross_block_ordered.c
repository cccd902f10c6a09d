void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered
    a[i] = a[i - 1] + 1;
  }
}
// expect: 4:13: error: '#pragma omp ordered' without a 'doacross' or 'depend' clause may not be closely nested in a loop with an 'ordered(n)' clause
