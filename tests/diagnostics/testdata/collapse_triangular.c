void f(double *a, int n) {
  int j;
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (j = 0; j < i; j++) a[i*n+j] = 0;
}
// expect: 5:5: error: collapse(2): the loop nest is not rectangular: the bound of the loop over 'j' uses the outer loop variable 'i'
// expect: 5:5: note: a non-rectangular nest is supported when its inner loops declare their variables ('for (int j = ...)') and the construct has no linear, ordered, schedule or dist_schedule clause
