void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  #pragma omp parallel sections nowait
  {
    #pragma omp section
    a[0] = 1;
  }
}
// expect: 3:33: error: clause 'nowait' is not valid on '#pragma omp parallel sections'
