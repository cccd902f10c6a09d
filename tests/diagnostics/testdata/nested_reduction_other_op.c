void f(int *a, int n) {
  long r = 0;
  #pragma omp target teams reduction(+: r) map(to: a[0:n])
  #pragma omp distribute parallel for reduction(max: r)
  for (int i = 0; i < n; i++) r = a[i] > r ? a[i] : r;
}
// expect: 4:54: error: 'r' is reduced with 'max' here and with '+' by the enclosing construct
