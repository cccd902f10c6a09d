void f(int n) {
  int v[4] = {0};
  #pragma omp target parallel for lastprivate(conditional: v) map(tofrom: v)
  for (int i = 0; i < n; i++) v[0] = i;
}
// expect: 3:60: error: 'v' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)
