void f(int *a, int n) {
  #pragma omp target parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp sections
    {
      a[i] = 1;
    }
  }
}
// expect: 4:13: error: '#pragma omp sections' may not be closely nested in the region of a worksharing loop
