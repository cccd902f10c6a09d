void f(double *a, double *b, int n) {
  double s = 0, t = 0;
  #pragma omp target map(tofrom: s, t) map(to: a[0:n]) map(from: b[0:n])
  {
    #pragma omp parallel for reduction(inscan, +: s)
    for (int i = 0; i < n; i++) {
      s += a[i];
      #pragma omp scan inclusive(t)
      b[i] = s;
    }
    #pragma omp simd reduction(inscan, +: t)
    for (int i = 0; i < n; i++) {
      t += a[i];
      b[i] = t;
    }
    #pragma omp parallel for reduction(inscan, +: t)
    for (int i = 0; i < n; i++) {
      t += a[i];
      b[i] = t + omp_get_thread_num();
      #pragma omp scan exclusive(t)
    }
  }
}
// expect: 8:34: error: 't' in 'inclusive' must be an item of a reduction with the 'inscan' modifier of the loop
// expect: 11:13: error: the loop of a construct with a reduction with the 'inscan' modifier must hold a '#pragma omp scan' directive in its body
// expect: 19:18: error: a call of 'omp_get_thread_num' in the loop of a parallel construct with an inscan reduction in device code is not supported yet (one thread runs that loop in order)
