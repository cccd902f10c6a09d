void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic update nowait
    a[0] += 1;
  }
}
// expect: 4:31: error: unknown clause 'nowait' on '#pragma omp atomic'
