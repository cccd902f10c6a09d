int pick(int t);
void f(int *a, int t) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    #pragma omp masked filter(pick(t))
    a[0] = 1;
  }
}
// expect: 5:31: error: a call in the 'filter' of '#pragma omp masked' in a target region is not supported yet (calls of omp_get_thread_num(), omp_get_num_threads(), omp_get_team_num() and omp_get_num_teams() are taken)
