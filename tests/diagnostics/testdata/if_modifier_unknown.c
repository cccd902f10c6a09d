void f(double *a, int n) {
  #pragma omp target map(a[0:n]) if(teams: n > 1)
  { a[0] = 1; }
}
// expect: 2:37: error: if clause modifier 'teams' is not supported yet (only 'target')
