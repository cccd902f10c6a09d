#pragma omp declare reduction(mn : int : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)
void f(int *a, int n) {
  int s = 1000;
  #pragma omp target teams distribute parallel for reduction(mn: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = a[i] < s ? a[i] : s;
}
// expect: 1:112: error: 'omp_orig' in the initializer of declare reduction 'mn' used in a target region is not supported yet
