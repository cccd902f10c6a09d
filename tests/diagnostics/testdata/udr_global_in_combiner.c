int weight = 2;
#pragma omp declare reduction(wsum : int : omp_out += weight * omp_in)
void f(int *a, int n) {
  int s = 0;
  #pragma omp target teams distribute parallel for reduction(wsum: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 2:55: error: 'weight' in the combiner of declare reduction 'wsum' is not supported: only omp_out and omp_in and calls of functions may appear there
