void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  #pragma omp sections
  {
    #pragma omp section
    { if (n > 2) goto other; a[0] = 1; }
    #pragma omp section
    { other: a[1] = 2; }
  }
}
// expect: 6:18: error: 'goto' out of the region of '#pragma omp section' is not allowed (the label 'other' is outside it)
