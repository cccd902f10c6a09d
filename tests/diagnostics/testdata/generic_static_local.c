void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    static int calls;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = calls;
  }
}
// expect: 4:16: error: 'calls': a static, extern or function declaration beside a nested parallel loop in a target region is not supported yet
