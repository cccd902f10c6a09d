double g(double x);
#pragma omp declare variant(g) match(device={kind(gpu)})
double f(double x) { return x; }
void h(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = f(a[i]);
}
// expect: 6:38: error: call to 'f' in a target region is not supported yet: 'f' has a declare variant, and device code does not choose variants yet; call the function you want by its name
// expect: 2:9: note: declare variant given here
