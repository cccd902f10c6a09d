typedef int T;
void f(double *a, int n) {
  #pragma omp target map(tofrom: T)
  { a[0] = 1; }
}
// expect: 3:34: error: 'T' is not a variable
