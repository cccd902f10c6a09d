void f(int n) {
  int v[4] = {0};
  #pragma omp target parallel for lastprivate(conditional: v) map(tofrom: v)
  for (int i = 0; i < n; i++) v[0] = i;
}
// expect: 3:60: error: 'lastprivate' of the array 'v' is not supported yet (scalars only; an array only in 'lastprivate' without 'conditional:')
