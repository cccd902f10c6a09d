void f(double *a, int n, double (*fp)(double)) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = fp(a[0]); }
}
// expect: 3:12: error: call through a function pointer in a target region is not supported
// expect: 3:12: error: variable 'fp': type 'function(double) returning double' is not supported in target regions yet
