void f(void) {
  int x = 0;
  #pragma omp declare target(x)
  (void)x;
}
// expect: 3:30: error: 'x' in '#pragma omp declare target' is not a file-scope variable; declare target applies to global variables and functions
