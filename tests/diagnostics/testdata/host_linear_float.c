void f(double *a, int n) {
  double d = 0;
  #pragma omp simd linear(d: 2)
  for (int i = 0; i < n; i++) a[i] = d;
}
// expect: 3:27: error: 'd' in clause 'linear' must have an integer or pointer type
