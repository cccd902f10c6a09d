void f(int n, double v[n][n]) {
  #pragma omp target map(to: v[0:1][0:n]) map(from: v[2:1][0:n])
  { v[0][0] = n; }
}
// expect: 2:53: error: 'v[0:1][0:n]' and 'v[2:1][0:n]' are sections of the same array on one directive; list one section that covers both
// expect: 2:30: note: 'v[0:1][0:n]' first listed here
