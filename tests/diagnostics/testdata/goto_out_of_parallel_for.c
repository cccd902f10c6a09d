void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp for
    for (int i = 0; i < n; i++) {
      if (a[i] < 0) goto stop;
      a[i] = 0;
    }
  stop:;
  }
}
// expect: 6:21: error: 'goto' out of the region of '#pragma omp for' is not allowed (the label 'stop' is outside it)
