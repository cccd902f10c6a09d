void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic
    a[0] = a[0] && n;
  }
}
// expect: 5:5: error: the statement of '#pragma omp atomic update' must be 'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'
