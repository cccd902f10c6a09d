void f(double *a, int n, int j) {
  #pragma omp target parallel for linear(val(j): 1) map(a[0:n]) map(tofrom: j)
  for (int i = 0; i < 4; i++) a[j] = 0;
}
// expect: 2:42: error: linear modifier 'val' is not allowed on a loop construct (it applies to declare simd only)
