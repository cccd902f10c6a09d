#pragma omp declare reduction(mx : int omp_out = omp_in)
void f(int *a, int n) {
  int s = 0;
  #pragma omp target teams distribute parallel for reduction(mx: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = s > a[i] ? s : a[i];
}
// expect: 1:57: error: expected ': combiner' after the type-list of 'declare reduction'
