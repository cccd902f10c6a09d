void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp critical
    a[0]++;
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 7:13: error: '#pragma omp critical' between the loops of a parallel region in a target region is not supported yet (every thread would run it)
