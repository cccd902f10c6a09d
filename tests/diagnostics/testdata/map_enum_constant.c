enum { K = 3 };
void f(double *a, int n) {
  #pragma omp target map(tofrom: K)
  { a[0] = 1; }
}
// expect: 3:34: error: 'K' in clause 'map' is not a variable in scope
