#define SCALE(a, n, j) _Pragma("omp target parallel for linear(j: 2) map(tofrom: j) map(a[0:n])") for (int i = 0; i < n; i++) a[j] = i;
void f(double *a, int n, int j) {
  SCALE(a, n, j)
}
// expect: 3:3: error: 'linear' on a target region written by a macro is not supported yet
