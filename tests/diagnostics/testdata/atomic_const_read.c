void f(const int *a, int *b, int n) {
  #pragma omp target map(to: a[0:n]) map(from: b[0:n])
  {
    int v;
    #pragma omp atomic read
    v = a[0];
    b[0] = v;
  }
}
// expect: 6:9: error: '#pragma omp atomic' on the const or volatile 'a[0]' is not supported yet
