void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel masked taskloop
    for (int i = 0; i < n; i++) a[i] = i;
  }
  #pragma omp target parallel for map(tofrom: a[0:n])
  for (int j = 0; j < n; j++) {
    #pragma omp masked taskloop
    for (int i = 0; i < 2; i++) a[j] += i;
  }
}
// expect: 4:13: error: '#pragma omp parallel masked taskloop' inside a target region is not supported yet
// expect: 9:13: error: '#pragma omp masked taskloop' may not be closely nested in the region of a worksharing loop
