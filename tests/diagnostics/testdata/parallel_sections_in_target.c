void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    int x = 0, k = a[0];
    #pragma omp parallel sections private(x) lastprivate(x)
    {
      #pragma omp section
      x = 1;
      #pragma omp section
      a[1] = x;
    }
    #pragma omp parallel masked filter(k++)
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
// expect: 5:13: error: 'x' in a 'lastprivate' clause of '#pragma omp parallel sections' is private in its parallel region; it must be shared there
// expect: 12:40: error: a filter of '#pragma omp masked' in a nested parallel region in a target region that may assign or call is not supported yet (compute the filter in a variable first)
// expect: 21:15: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp masked'
// expect: 22:15: error: '#pragma omp for' may not be closely nested in the region of '#pragma omp masked'
// expect: 25:33: error: clause 'nowait' is not valid on '#pragma omp parallel master'
// expect: 31:15: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp single'
