#define PFOR _Pragma("omp parallel for linear(z: 2)")
void f(int *a, int n) {
  int z = 0;
  PFOR
  for (int i = 0; i < n; i++) a[i] = z;
}
// expect: 4:3: error: 'linear' on '#pragma omp parallel for' written by a macro or in an included file is not supported yet (the host text sets the items' values in the loop body)
