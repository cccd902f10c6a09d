void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    a[2] = 0;
    #pragma omp parallel sections
    {
      #pragma omp section
      a[0] = 1;
      #pragma omp section
      a[1] = 2;
    }
  }
}
// expect: 5:13: error: '#pragma omp parallel sections' inside a target region is supported only as the whole region of '#pragma omp target'; with other code beside it not yet
