/* simdlen may not exceed safelen. */
void f(int *a, int n) {
  #pragma omp target teams distribute parallel for simd safelen(2) simdlen(4) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1;
}
// expect: 3:76: error: the argument of 'simdlen' (4) must not be greater than that of 'safelen' (2)
