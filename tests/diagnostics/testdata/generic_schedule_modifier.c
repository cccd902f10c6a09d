void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for schedule(nonmonotonic: static, 2)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 5:39: error: invalid schedule modifier in 'schedule(nonmonotonic : static , 2)': the modifiers are monotonic or nonmonotonic (not both; nonmonotonic only with dynamic or guided) and simd
