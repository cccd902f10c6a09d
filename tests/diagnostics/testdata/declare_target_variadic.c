#pragma omp declare target
int sum(int n, ...) { return n; }
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = sum(1, 2); }
}
// expect: 2:5: error: declare target function 'sum' is variadic; not supported on the device yet
