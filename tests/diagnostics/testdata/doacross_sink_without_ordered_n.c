void f(int *a, int n) {
  #pragma omp target parallel for ordered map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
  }
}
// expect: 4:13: error: '#pragma omp ordered depend' must be closely nested in a loop construct with an 'ordered(n)' clause
