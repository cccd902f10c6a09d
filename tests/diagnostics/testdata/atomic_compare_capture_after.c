void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v;
    #pragma omp atomic compare capture
    { if (a[0] < 3) { a[0] = 3; } v = a[0]; }
    a[1] = v;
  }
}
// expect: 6:5: error: '#pragma omp atomic compare capture' with 'v = x;' after the conditional update is not supported yet (clang-19 captures the old value there, OpenMP the new one); capture before it: '{v = x; ...}'
