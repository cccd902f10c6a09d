void f(double *a, double *b, int n) {
  double s = 0;
  #pragma omp target parallel for reduction(inscan, +: s) map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++) {
    s += a[i];
    #pragma omp scan inclusive(s)
    b[i] = s;
  }
}
// expect: 3:45: error: a reduction with the 'inscan' modifier on '#pragma omp target parallel for' is not supported yet; write '#pragma omp target' and nest '#pragma omp parallel for' in it (clang-19 refuses it here too)
