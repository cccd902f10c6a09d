/* Ordered constructs in the loops of generic target regions: the forms
 * still refused (doacross: unsigned loops, which the host fallback's
 * gcc 12 cannot run, and an if clause). */
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
    #pragma omp parallel for ordered(1)
    for (unsigned u = 1; u < 10u; u++) {
      #pragma omp ordered depend(sink: u - 1)
      a[u] += a[u - 1];
      #pragma omp ordered depend(source)
    }
    #pragma omp parallel for ordered(1) if(n > 4)
    for (int i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
      #pragma omp ordered depend(source)
    }
    #pragma omp parallel for ordered(2)
    for (int i = 1; i < n; i++)
      for (int j = 1; j < n; j++) {
        #pragma omp ordered depend(sink: i - 1)
        a[i] += a[i - 1] + j;
        #pragma omp ordered
        a[0]++;
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
// expect: 15:5: error: a doacross loop over the unsigned variable 'u' beside other code in a target region is not supported yet (gcc 12's code for its host fallback with libomp does not wait); declare it signed
// expect: 20:30: error: clause 'ordered(1)' (a doacross loop) with an 'if' clause on a '#pragma omp parallel for' beside other code in a target region is not supported yet
// expect: 29:42: error: the sink vector has 1 element(s), but 'ordered(2)' makes a nest of 2 loops
// expect: 31:17: error: '#pragma omp ordered' without a 'doacross' or 'depend' clause may not be closely nested in a loop with an 'ordered(n)' clause
// expect: 36:15: error: '#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause
// expect: 42:17: error: '#pragma omp ordered' other than as a statement of the loop body's block (run in every iteration) is not supported yet
// expect: 51:11: error: 'continue' in the body of a loop with an ordered region is not supported yet
