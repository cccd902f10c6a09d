void f(int *a, int n, int s) {
  int z = 0;
  #pragma omp parallel for linear(z: s)
  for (int i = 0; i < n; i++) a[i] = z;
}
// expect: 3:38: error: a linear step that is not an integer constant ('s') is not supported yet (clang-19 ignores such a step, the items keep their values); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)
