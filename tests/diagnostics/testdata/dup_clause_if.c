void f(double *a, int n) {
  #pragma omp target map(a[0:n]) if(n) if(n > 1)
  { a[0] = 1; }
}
// expect: 2:40: error: clause 'if' appears more than once
