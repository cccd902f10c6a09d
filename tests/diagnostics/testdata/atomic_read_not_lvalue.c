void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic read
    v = a[0] + 1;
    a[1] = v;
  }
}
// expect: 6:9: error: '#pragma omp atomic': 'a[0] + 1' must be a variable, an array element, a member or '*p'
