/* num_threads on a parallel region nested in a target region. */
void f(int *a) {
  #pragma omp target map(tofrom: a[0:1])
  {
    #pragma omp parallel num_threads(0)
    a[0] = 1;
  }
}
// expect: 5:38: error: the argument of 'num_threads' must be a strictly positive integer, found 0
