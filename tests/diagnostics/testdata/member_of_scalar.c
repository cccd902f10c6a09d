void f(double *a, int n) {
  #pragma omp target map(tofrom: n.x)
  { a[0] = n; }
}
// expect: 2:34: error: 'n' is not a struct or union, nor a pointer to one; it has no members
