int counter;
#pragma omp declare target
int next(void) { return counter++; }
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = next(); }
}
// expect: 3:25: error: 'counter' is used in declare target function 'next' but is not a declare target variable; add '#pragma omp declare target' for it
