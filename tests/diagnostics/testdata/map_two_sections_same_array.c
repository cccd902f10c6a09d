void f(void) {
  double m[8];
  #pragma omp target map(to: m[0:2]) map(to: m[4:2])
  { m[0] = 1; }
}
// expect: 3:46: error: 'm[0:2]' and 'm[4:2]' are sections of the same array on one directive; list one section that covers both
// expect: 3:30: note: 'm[0:2]' first listed here
