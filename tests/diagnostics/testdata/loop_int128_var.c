void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (__int128 i = 0; i < n; i++) a[0] = 1;
}
// expect: 3:8: error: loop variable 'i' is wider than 64 bits; not supported
