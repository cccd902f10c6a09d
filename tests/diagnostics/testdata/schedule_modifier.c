void f(double *a, int n) {
  #pragma omp target teams distribute parallel for schedule(nonmonotonic: static)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:61: error: invalid schedule modifier in 'schedule(nonmonotonic : static)': the modifiers are monotonic or nonmonotonic (not both; nonmonotonic only with dynamic or guided) and simd
