void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic capture
    { n = a[0]; a[0] %= 7; }
    #pragma omp atomic
    a[1] = 9 % a[1];
  }
}
// expect: 5:5: error: '%' is not an operator of '#pragma omp atomic' (OpenMP 5.2 allows + * - / & ^ | << >>)
// expect: 7:5: error: '%' is not an operator of '#pragma omp atomic' (OpenMP 5.2 allows + * - / & ^ | << >>)
