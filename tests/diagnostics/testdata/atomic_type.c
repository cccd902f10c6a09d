void f(_Bool *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic write
    a[0] = 1;
  }
}
