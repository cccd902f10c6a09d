void f(int n) {
  double v[n][3];
  #pragma omp target map(to: v[0:2][0:3]) map(from: v[0:2][0:3]) map(to: v[3:1][0:3])
  { v[0][1] = n; }
}
// expect: 3:74: error: 'v[0:2][0:3]' and 'v[3:1][0:3]' are sections of the same array on one directive; list one section that covers both
// expect: 3:30: note: 'v[0:2][0:3]' first listed here
