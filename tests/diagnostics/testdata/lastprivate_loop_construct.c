void f(int n, int x) {
  #pragma omp target teams loop lastprivate(x) map(tofrom: x)
  for (int i = 0; i < n; i++) x = i;
}
// expect: 2:45: error: 'x' in 'lastprivate' of '#pragma omp target teams loop' is not a loop variable of the construct; the loop construct allows only those
