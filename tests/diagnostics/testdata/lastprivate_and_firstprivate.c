void f(int n, int x) {
  #pragma omp target teams distribute parallel for firstprivate(x) lastprivate(x) map(tofrom: x)
  for (int i = 0; i < n; i++) x += i;
}
// expect: 2:80: error: 'x' in both 'firstprivate' and 'lastprivate' clauses of a distribute construct is not supported (clang-19 refuses it too)
