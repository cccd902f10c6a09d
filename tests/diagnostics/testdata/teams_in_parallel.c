void f(int *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  {
    #pragma omp teams num_teams(2)
    a[0] = 1;
  }
}
// expect: 4:13: error: '#pragma omp teams' nested in '#pragma omp target parallel' is not supported yet
