int g;
void f(double *a, int n) {
  int x = 1;
  #pragma omp target teams distribute parallel for default(none) shared(a) map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = x + g;
}
// expect: 5:23: error: variable 'n' must have explicitly specified data sharing attributes
// expect: 4:60: note: default(none) given here
// expect: 5:38: error: variable 'x' must have explicitly specified data sharing attributes
// expect: 4:60: note: default(none) given here
// expect: 5:42: error: variable 'g' must have explicitly specified data sharing attributes
// expect: 4:60: note: default(none) given here
