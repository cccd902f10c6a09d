double f(double *a, int n) {
  double last = 0;
  #pragma omp target teams distribute parallel for collapse(3) map(to: a[0:n*n]) lastprivate(last) map(tofrom: last)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j; k < n; k++) last = a[i*n+j] + k;
  return last;
}
// expect: 5:5: error: collapse(3): the loop nest is not rectangular: the lower bound of the loop over 'j' uses the outer loop variable 'i'
// expect: 5:5: note: a non-rectangular nest is supported when its inner loops declare their variables ('for (int j = ...)') and the construct has no linear, ordered, schedule or dist_schedule clause, nor lastprivate unless only its innermost loop is non-rectangular
