void f(int n, int x) {
  #pragma omp target parallel for firstprivate(x) lastprivate(x) map(tofrom: x)
  for (int i = 0; i < n; i++) x += i;
}
// expect: 2:63: error: 'x' in both 'firstprivate' and 'lastprivate' clauses is not supported yet
