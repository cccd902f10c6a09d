void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n*n])
  {
    #pragma omp tile sizes(4, 4)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) a[i*n+j] += i;
  }
}
// expect: 4:13: error: '#pragma omp tile' of 2 loops in device code is not supported yet (it reorders the nest's iterations); tile one loop, or tile outside the target region
