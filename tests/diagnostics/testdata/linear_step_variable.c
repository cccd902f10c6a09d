void f(double *a, int n, int j, int s) {
  #pragma omp target parallel for linear(j: s) map(tofrom: j) map(a[0:n])
  for (int i = 0; i < 4; i++) a[j] = 0;
}
// expect: 2:45: error: a linear step that is not an integer constant ('s') is not supported yet (in device code clang-19 crashes on it or ignores the step); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)
