void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp unroll partial(2)
    a[0] = 1;
  }
}
// expect: 4:13: error: '#pragma omp unroll' must be followed by a for loop
