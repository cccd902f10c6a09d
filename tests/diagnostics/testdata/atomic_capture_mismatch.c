void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic capture
    { v = a[0]; a[1] += 1; }
    a[2] = v;
  }
}
// expect: 6:5: error: the statement of '#pragma omp atomic capture' does not have one of the forms OpenMP allows for it
