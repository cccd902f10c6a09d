void f(int *a, int n) {
  #pragma omp target map(from: a[0:n])
  {
    #pragma omp metadirective when(device={arch("nvptx")}: teams distribute parallel for) default(parallel for)
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
// expect: 4:13: error: '#pragma omp metadirective' inside a target region is not supported yet
