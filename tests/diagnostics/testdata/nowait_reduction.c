double f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: s) nowait
  for (int i = 0; i < n; i++) s += a[i];
  #pragma omp taskwait
  return s;
}
// expect: 3:84: error: 'nowait' on a target region with a reduction is not supported yet ('reduction(+: s)')
