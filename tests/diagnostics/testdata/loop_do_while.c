void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  do { a[--n] = 0; } while (n > 0);
}
// expect: 3:3: error: a loop construct must be followed by a for loop
