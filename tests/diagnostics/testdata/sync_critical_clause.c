void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp critical(lock) nowait
    a[0]++;
  }
}
// expect: 4:32: error: clause 'nowait' is not valid on '#pragma omp critical'
