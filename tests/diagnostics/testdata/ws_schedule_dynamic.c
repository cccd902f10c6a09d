void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp for schedule(dynamic, 4)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 5:30: error: schedule(dynamic) of a loop in a parallel region of code in a target region is not supported yet
