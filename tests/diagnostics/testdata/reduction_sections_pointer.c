void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    #pragma omp sections reduction(+: a)
    {
      a[0] = 1;
    }
  }
}
// expect: 4:39: error: 'a' in clause 'reduction' in a target region must have an arithmetic type
