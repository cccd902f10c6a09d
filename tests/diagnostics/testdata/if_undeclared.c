void f(double *a, int n) {
  #pragma omp target map(a[0:n]) if(flag)
  { a[0] = 1; }
}
// expect: 2:37: error: 'flag' in clause 'if' is not declared
