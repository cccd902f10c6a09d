void f(double *a, int n, int j, int s) {
  #pragma omp target parallel for linear(j: s) map(tofrom: j) map(a[0:n])
  for (int i = 0; i < 4; i++) a[j] = 0;
}
// expect: 2:45: error: a linear step that is not an integer constant ('s') is not supported yet
