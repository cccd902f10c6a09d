void f(int n) {
  double v[n];
  #pragma omp target map(tofrom: v[1:])
  { v[0] = 1; }
}
// expect: 3:35: error: the length of section 'v[1:]' must be given: the extent of 'v' is not known
