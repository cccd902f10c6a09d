void f(double *a, int m) {
  #pragma omp target teams default(none) shared(a) map(a[0:4])
  {
  #pragma omp distribute parallel for firstprivate(m)
  for (int i = 0; i < 4; i++) a[i] = m;
  }
}
// expect: 4:52: error: variable 'm' must have explicitly specified data sharing attributes
// expect: 2:36: note: default(none) given here
