void f(int n, int x) {
  #pragma omp target parallel for lastprivate(x) map(to: x)
  for (int i = 0; i < n; i++) x = i;
}
// expect: 2:58: error: 'x' is in 'lastprivate' and in 'map(to: ...)'; only map(tofrom: x) or map(from: x) is supported with it
