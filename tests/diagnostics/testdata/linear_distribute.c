void f(double *a, int n, int j) {
  #pragma omp target teams distribute simd linear(j: 2) map(tofrom: j) map(a[0:n])
  for (int i = 0; i < 4; i++) a[j] = 0;
}
// expect: 2:44: error: 'linear' on '#pragma omp target teams distribute simd' of a variable other than a loop variable of the construct is not supported yet (clang-19 refuses it too)
