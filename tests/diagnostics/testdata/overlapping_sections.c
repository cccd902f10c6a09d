void f(double *a, int n) {
  #pragma omp target map(to: a[0:n]) map(from: a[n:n])
  { a[0] = n; }
}
// expect: 2:48: error: 'a[0:n]' and 'a[n:n]' are sections of the same array on one directive; list one section that covers both
// expect: 2:30: note: 'a[0:n]' first listed here
