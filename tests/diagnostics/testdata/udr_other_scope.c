void g(void) {
  #pragma omp declare reduction(plus2 : int : omp_out += omp_in)
}
void f(int *a, int n) {
  int s = 0;
  #pragma omp target teams distribute parallel for reduction(plus2: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 6:69: error: no declare reduction 'plus2' is visible here (operators: + * & | ^ && || min max)
