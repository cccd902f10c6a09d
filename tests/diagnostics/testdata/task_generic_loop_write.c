void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int s = 0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      #pragma omp task
      s += a[i];
    }
    a[0] = s;
  }
}
// expect: 8:7: error: a '#pragma omp task' in a parallel loop of a target region that writes 's', declared outside the loop, is not supported yet
