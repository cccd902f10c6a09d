/* dist_schedule's chunk size must be strictly positive. */
void f(int *a, int n) {
  #pragma omp target teams distribute dist_schedule(static, 0) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1;
}
// expect: 3:53: error: the chunk size of 'dist_schedule' must be a strictly positive integer, found 0
