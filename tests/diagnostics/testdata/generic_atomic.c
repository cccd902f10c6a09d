void f(int *h, int *a, int n) {
  #pragma omp target map(tofrom: h[0:8]) map(to: a[0:n])
  {
    h[0] = 0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      #pragma omp atomic
      h[a[i] & 7] += 1;
    }
  }
}
// expect: 7:15: error: '#pragma omp atomic' in a target region with code beside its parallel loops is not supported yet
