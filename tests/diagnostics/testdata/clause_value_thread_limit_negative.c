/* thread_limit must be strictly positive, also in a combined loop. */
void f(int *a, int n) {
  #pragma omp target teams distribute parallel for thread_limit(-2) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1;
}
// expect: 3:65: error: the argument of 'thread_limit' must be a strictly positive integer, found -2
