void f(double *a, int n) {
  double s = 0;
  #pragma omp taskgroup task_reduction(+: s)
  {
    #pragma omp target map(a[0:n]) in_reduction(+: s) nowait
    { s += a[0]; }
  }
  a[1] = s;
}
// expect: 5:36: error: 'in_reduction' with 'nowait' on '#pragma omp target' is not supported yet
