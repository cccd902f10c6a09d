int g(int);
void f(int *a, int n) {
  int s = 0;
  #pragma omp target map(tofrom: a[0:n], s)
  {
    #pragma omp taskloop allocate(s) firstprivate(s)
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp taskloop grainsize(g(n))
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp taskloop reduction(+: s) nogroup
    for (int i = 0; i < n; i++) s += a[i];
    #pragma omp taskloop collapse(n)
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp taskloop grainsize(4) num_tasks(2)
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp taskloop collapse(2)
    for (int i = 0; i < n; i++) {
      a[i] = 0;
      for (int j = 0; j < i; j++) a[i] += j;
    }
  }
}
// expect: 6:26: error: clause 'allocate' on '#pragma omp taskloop' in a target region is not supported yet
// expect: 8:36: error: a call in clause 'grainsize' of '#pragma omp taskloop' in a target region is not supported yet (calls of omp_get_thread_num(), omp_get_num_threads(), omp_get_team_num() and omp_get_num_teams() are taken)
// expect: 10:26: error: clauses 'reduction' and 'nogroup' may not both appear on '#pragma omp taskloop'
// expect: 12:35: error: the argument of clause 'collapse' on '#pragma omp taskloop' in a target region must be a positive integer literal
// expect: 14:39: error: clauses 'grainsize' and 'num_tasks' may not both appear on '#pragma omp taskloop'
// expect: 18:7: error: collapse(2): the loops are not perfectly nested: the body of loop 1 (over 'i') must be exactly one for loop
