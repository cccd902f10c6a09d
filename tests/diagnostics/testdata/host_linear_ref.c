void f(int *a, int n) {
  int z = 0;
  #pragma omp parallel for linear(ref(z))
  for (int i = 0; i < n; i++) a[i] = z;
}
// expect: 3:35: error: linear modifier 'ref' applies to C++ references only; in C only 'val' is allowed
