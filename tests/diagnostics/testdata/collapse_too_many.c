void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(9)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: collapse(9): at most 8 loops can be collapsed
