void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp masked filter(1)
    a[0]++;
  }
}
// expect: 7:13: error: '#pragma omp masked' with a filter other than 0 between the loops of a parallel region in a target region is not supported yet (thread 0 runs the code there)
