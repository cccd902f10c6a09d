void f(double *a, int n) {
  #pragma omp target enter data map(to: a[0:n]) if(target exit data: n > 4)
}
// expect: 2:52: error: directive-name-modifier 'target exit data' of clause 'if' does not name a construct of '#pragma omp target enter data' that takes an if clause
