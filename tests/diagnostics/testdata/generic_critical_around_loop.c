void f(int *h, int *a, int n) {
  #pragma omp target map(tofrom: h[0:8]) map(to: a[0:n])
  {
    h[0] = 0;
    #pragma omp critical
    {
      #pragma omp parallel for
      for (int i = 0; i < n; i++)
        h[a[i] & 7] += 1;
    }
  }
}
// expect: 5:13: error: '#pragma omp critical' around a nested parallel loop in a target region is not supported yet
