void f(double *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for schedule(dynamic, 2)
    for (int i = 1; i < n; i++) a[i] = 0;
    #pragma omp parallel for schedule(auto, 4)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 7:39: error: schedule(auto) takes no chunk size
