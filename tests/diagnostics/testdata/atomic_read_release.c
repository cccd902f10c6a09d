void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic read release
    v = a[0];
    a[1] = v;
  }
}
// expect: 5:29: error: memory order 'release' is not valid on an atomic read
