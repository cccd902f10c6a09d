void f(double *a, double *b, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(inscan, +: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) {
    s += a[i];
    #pragma omp scan inclusive(s)
    b[i] = s;
  }
}
// expect: 3:62: error: the 'inscan' modifier may appear only on a for, simd or for simd construct, or a combined construct of them without distribute, not on '#pragma omp target teams distribute parallel for'
