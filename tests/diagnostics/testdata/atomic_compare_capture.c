void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int r;
    #pragma omp atomic compare capture
    { r = a[0] < 3; if (r) { a[0] = 4; } }
    a[1] = r;
  }
}
// expect: 6:5: error: the statement of '#pragma omp atomic compare capture' does not have one of the forms OpenMP allows for it
