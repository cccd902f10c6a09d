_Thread_local int tl;
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = tl; }
}
// expect: 4:12: error: thread-local variable 'tl' cannot be used in a target region
