/* Ordered constructs in declare target functions: the forms still
 * refused. */
#pragma omp declare target
void f(int *a, int n) {
  #pragma omp ordered
  a[0] = 1;
  #pragma omp for
  for (int i = 0; i < n; i++) {
    #pragma omp ordered
    a[i] = i;
  }
  #pragma omp for ordered
  for (int i = 0; i < n; i++) {
    if (a[i])
      continue;
    #pragma omp ordered
    a[i] = i;
  }
  #pragma omp for ordered
  for (int i = 0; i < n; i++) {
    #pragma omp ordered depend(source)
    a[i] = i;
  }
}
#pragma omp end declare target
// expect: 5:11: error: '#pragma omp ordered' outside a worksharing loop in a declare target function is not supported yet
// expect: 9:13: error: '#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause
// expect: 15:7: error: 'continue' in the body of a loop with an ordered region is not supported yet
// expect: 21:13: error: '#pragma omp ordered depend' must be closely nested in a loop construct with an 'ordered(n)' clause
