/* A chunk size of 0, after a schedule modifier. */
void f(int *a, int n) {
  #pragma omp target teams distribute parallel for schedule(monotonic: static, 2 - 2) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1;
}
// expect: 3:61: error: the chunk size of 'schedule' must be a strictly positive integer, found 0
