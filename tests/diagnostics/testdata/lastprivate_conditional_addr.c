void set(int *p, int v) { *p = v; }
void f(double *a, int n, int x) {
  #pragma omp target parallel for lastprivate(conditional: x) map(tofrom: x) map(a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] > 0) set(&x, i);
}
// expect: 5:24: error: the address of 'x', which is in 'lastprivate(conditional: ...)', is not supported yet (an assignment through it would not count)
