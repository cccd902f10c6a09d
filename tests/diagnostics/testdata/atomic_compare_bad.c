void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic compare
    if (a[0] <= 3) { a[0] = 3; }
  }
}
// expect: 5:5: error: the statement of '#pragma omp atomic compare' does not have one of the forms OpenMP allows for it
