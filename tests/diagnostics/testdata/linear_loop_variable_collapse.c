void f(double *a, int n) {
  int i, j;
  #pragma omp target teams distribute simd collapse(2) linear(i) map(tofrom: i) map(a[0:n])
  for (i = 0; i < n; i++)
    for (j = 0; j < 4; j++) a[i] += j;
}
// expect: 3:63: error: the loop variable 'i' may be in 'linear' only on a simd construct with one associated loop (OpenMP 5.2 §5.1.1); use lastprivate(i)
