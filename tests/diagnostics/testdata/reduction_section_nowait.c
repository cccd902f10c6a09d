void f(double *a, int n) {
  #pragma omp target teams distribute parallel for reduction(+: a[0:n]) nowait
  for (int i = 0; i < n; i++) a[i % 4] += 1;
  #pragma omp taskwait
}
// expect: 2:73: error: 'nowait' with a reduction over 'a[0:n]', whose private copies the launch allocates, is not supported yet
