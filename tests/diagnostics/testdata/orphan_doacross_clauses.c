/* Doacross loops orphaned in declare target functions: clauses that
 * may not stand beside ordered(n) (clang-19's errors). */
int g;
#pragma omp declare target
void f(int *a, int n, int *p, int *q) {
  #pragma omp for ordered(1) linear(g)
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] += a[i - 1];
    #pragma omp ordered depend(source)
  }
  #pragma omp for ordered(1) schedule(nonmonotonic: dynamic)
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] += a[i - 1];
    #pragma omp ordered depend(source)
  }
  #pragma omp for ordered(1) collapse(2)
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
      #pragma omp ordered depend(source)
    }
}
#pragma omp end declare target
// expect: 6:30: error: 'linear' clause cannot be specified along with 'ordered' clause with a parameter
// expect: 12:39: error: 'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified
// expect: 18:27: error: the argument of 'ordered' (1) must not be less than that of 'collapse' (2)
