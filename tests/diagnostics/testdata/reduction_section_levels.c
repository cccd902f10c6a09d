void f(int *a, int n) {
  int h[8] = {0};
  #pragma omp target teams reduction(+: h[0:8]) map(to: a[0:n])
  #pragma omp distribute parallel for reduction(+: h[0:4])
  for (int i = 0; i < n; i++) h[a[i] % 4] += 1;
}
// expect: 4:52: error: 'h[0:4]' is reduced here and 'h[0:8]' by the enclosing construct: the same list item is required
