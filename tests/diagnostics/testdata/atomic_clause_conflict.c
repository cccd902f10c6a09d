void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic read write
    v = a[0];
  }
}
// expect: 5:29: error: clause 'write' after 'read': an atomic construct takes at most one of read, write and update
