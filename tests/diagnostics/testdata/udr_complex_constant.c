static _Complex double add2(_Complex double a, _Complex double b) { return a + b; }
#pragma omp declare reduction(csum : _Complex double : omp_out = add2(omp_out, omp_in)) initializer(omp_priv = 0)
void f(const _Complex double *a, int n) {
  _Complex double s = 0;
  #pragma omp target teams distribute parallel for reduction(csum: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = add2(s, a[i]);
}
// expect: 2:112: error: constant '0' in the initializer of declare reduction 'csum' over a type holding complex values is not supported yet: the device code does not compute C's complex arithmetic there; call a function that does
