void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int nt = n / 8;
    #pragma omp parallel for num_threads(nt)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// expect: 5:42: error: 'nt' in 'num_threads' of a loop beside other code in a target region must be visible before the target construct: the team is sized when the region is launched
