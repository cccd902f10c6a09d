#pragma omp declare reduction(plus2 : int : omp_out += omp_in)
void f(int *a, int n) {
  int s[4] = {0, 0, 0, 0};
  #pragma omp target teams distribute parallel for reduction(plus2: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s[i % 4] += a[i];
}
// expect: 4:69: error: user-defined reduction 'plus2' over 's': array and member items are not supported yet
