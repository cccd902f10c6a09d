void f(double *a, int n, int j) {
  #pragma omp target parallel for linear(ref(j): 1) map(a[0:n]) map(tofrom: j)
  for (int i = 0; i < 4; i++) a[j] = 0;
}
// expect: 2:42: error: linear modifier 'ref' applies to C++ references only; in C only 'val' is allowed
