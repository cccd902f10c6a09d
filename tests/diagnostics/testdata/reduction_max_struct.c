struct P { double x; };
void f(double *a, int n) {
  struct P s = {0};
  #pragma omp target teams distribute parallel for reduction(max: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s.x += a[i];
}
// expect: 4:67: error: reduction variable 's' has type 'struct P'; an arithmetic scalar of at most 64 bits is required
