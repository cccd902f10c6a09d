void f(double *a, double *b, int n) {
  double s = 0;
  #pragma omp target parallel map(tofrom: s) map(to: a[0:n]) map(from: b[0:n])
  {
    #pragma omp for reduction(inscan, +: s)
    for (int i = 0; i < n; i++) {
      s += a[i];
      #pragma omp scan inclusive(s)
      b[i] = s;
    }
  }
}
// expect: 5:31: error: a reduction with the 'inscan' modifier on '#pragma omp for' in device code is not supported yet; write '#pragma omp parallel for' where one thread meets the loop
