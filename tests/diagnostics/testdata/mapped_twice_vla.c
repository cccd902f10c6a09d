void f(int n) {
  double v[n][3];
  #pragma omp target map(to: v) map(from: v)
  { v[0][1] = n; }
}
// expect: 3:43: error: 'v' in several map clauses of one directive is not supported yet for a variable-length array
