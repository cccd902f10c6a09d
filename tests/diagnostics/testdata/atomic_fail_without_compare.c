void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic fail(acquire)
    a[0] += 1;
  }
}
// expect: 4:24: error: clause 'fail' needs 'compare'
