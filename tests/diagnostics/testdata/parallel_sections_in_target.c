void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    a[2] = 0;
    #pragma omp parallel sections
    {
      #pragma omp section
      a[0] = 1;
      #pragma omp section
      a[1] = 2;
    }
    #pragma omp parallel masked
    a[3] = 1;
  }
  #pragma omp target map(tofrom: a[0:4])
  {
    a[2] = 0;
    #pragma omp parallel masked num_threads(4)
    {
      a[0] = 1;
      #pragma omp barrier
      #pragma omp for
      for (int i = 0; i < 4; i++) a[i] = i;
    }
    #pragma omp parallel master nowait
    a[1] = 1;
    #pragma omp parallel num_threads(4)
    #pragma omp single
    {
      a[3] = 1;
      #pragma omp barrier
    }
  }
}
// expect: 5:13: error: '#pragma omp parallel sections' nested in the parallel region of '#pragma omp target parallel' (at 2:11) is not supported yet: a nested parallel region is lowered only as a '#pragma omp parallel' in the enclosing region's code (docs/nested.md)
// expect: 12:13: error: '#pragma omp parallel masked' nested in the parallel region of '#pragma omp target parallel' (at 2:11) is not supported yet: a nested parallel region is lowered only as a '#pragma omp parallel' in the enclosing region's code (docs/nested.md)
// expect: 21:15: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp masked'
// expect: 22:15: error: '#pragma omp for' may not be closely nested in the region of '#pragma omp masked'
// expect: 25:33: error: clause 'nowait' is not valid on '#pragma omp parallel master'
// expect: 31:15: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp single'
