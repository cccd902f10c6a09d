/* A const-qualified reduction variable (a global, shadowed by nothing). */
const long total = 0;
void f(const int *a, int n) {
  #pragma omp target teams distribute parallel for reduction(+: total) map(to: a[0:n])
  for (int i = 0; i < n; i++) total += a[i];
}
// expect: 4:65: error: 'total' is const-qualified and cannot be in clause 'reduction' (only in shared or firstprivate)
