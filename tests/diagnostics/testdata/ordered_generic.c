/* Ordered constructs in the loops of generic target regions: the forms
 * still refused. */
void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for ordered(1)
    for (int i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
      #pragma omp ordered depend(source)
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      #pragma omp ordered
      a[i] = i;
    }
    #pragma omp parallel for ordered
    for (int i = 0; i < n; i++) {
      if (a[i] > 0) {
        #pragma omp ordered
        a[i] = i;
      }
    }
    #pragma omp parallel
    {
      #pragma omp for ordered schedule(dynamic)
      for (int i = 0; i < n; i++) {
        if (a[i] < 0)
          continue;
        #pragma omp ordered
        a[i] = i;
      }
    }
  }
}
// expect: 7:30: error: clause 'ordered(1)' (a doacross loop) on a '#pragma omp parallel for' beside other code in a target region is not supported yet (only on 'target parallel for')
// expect: 9:15: error: '#pragma omp ordered depend' in this loop of a target region is not supported yet (only in a 'target parallel for' loop with 'ordered(n)')
// expect: 11:15: error: '#pragma omp ordered depend' in this loop of a target region is not supported yet (only in a 'target parallel for' loop with 'ordered(n)')
// expect: 15:15: error: '#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause
// expect: 21:17: error: '#pragma omp ordered' other than as a statement of the loop body's block (run in every iteration) is not supported yet
// expect: 30:11: error: 'continue' in the body of a loop with an ordered region is not supported yet
