/* A device number is never negative. */
void f(int *a) {
  #pragma omp target device(-1) map(tofrom: a[0:1])
  { a[0] = 1; }
}
// expect: 3:29: error: the argument of 'device' must be a non-negative integer, found -1
