void f(int *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp single
    a[0] = i;
  }
}
// expect: 4:13: error: '#pragma omp single' may not be closely nested in the region of a worksharing loop
