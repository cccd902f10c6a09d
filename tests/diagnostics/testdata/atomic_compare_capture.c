void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic compare capture
    { v = a[0]; if (a[0] == 3) { a[0] = 4; } }
    a[1] = v;
  }
}
// expect: 5:13: error: '#pragma omp atomic compare capture' inside a target region is not supported yet
