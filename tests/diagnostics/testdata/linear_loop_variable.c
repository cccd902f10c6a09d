void f(double *a, int n) {
  int i;
  #pragma omp target parallel for linear(i) map(tofrom: i) map(a[0:n])
  for (i = 0; i < n; i++) a[i] = 0;
}
// expect: 3:42: error: the loop variable 'i' may be in 'linear' only on a simd construct with one associated loop (OpenMP 5.2 §5.1.1); use lastprivate(i)
