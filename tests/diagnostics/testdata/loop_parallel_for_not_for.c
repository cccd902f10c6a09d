void f(double *a, int n) {
  #pragma omp target parallel for map(tofrom: a[0:n])
  a[0] = 0;
}
// expect: 3:3: error: a loop construct must be followed by a for loop
