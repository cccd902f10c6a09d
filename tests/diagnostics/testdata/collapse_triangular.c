void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) a[i*n+j] = 0;
}
// expect: 4:5: error: collapse(2): the loop nest is not rectangular: the bound of the loop over 'j' uses the outer loop variable 'i'
