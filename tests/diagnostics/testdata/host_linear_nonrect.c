void f(int *a, int n) {
  int z = 0;
  #pragma omp parallel for collapse(2) linear(z)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) a[i * n + j] = z;
}
// expect: 3:11: error: 'linear' on '#pragma omp parallel for' over a collapsed loop nest that is not rectangular is not supported yet (collapse(2): the loop nest is not rectangular: the bound of the loop over 'j' uses the outer loop variable 'i')
