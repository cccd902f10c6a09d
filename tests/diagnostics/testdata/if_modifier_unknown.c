void f(double *a, int n) {
  #pragma omp target map(a[0:n]) if(teams: n > 1)
  { a[0] = 1; }
}
// expect: 2:37: error: directive-name-modifier 'teams' of clause 'if' does not name a construct of '#pragma omp target' that takes an if clause
