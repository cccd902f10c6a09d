#define MAX(a, b) ((a) > (b) ? (a) : (b))
#pragma omp declare reduction(mx : int : omp_out = MAX(omp_out, omp_in))
void f(int *a, int n) {
  int s = 0;
  #pragma omp target teams distribute parallel for reduction(mx: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = MAX(s, a[i]);
}
// expect: 2:52: error: function-like macro 'MAX' in the combiner of declare reduction 'mx' is not supported yet
