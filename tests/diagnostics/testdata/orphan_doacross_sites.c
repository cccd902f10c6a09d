/* The ordered constructs of doacross loops orphaned in declare target
 * functions: the forms that are errors or still refused. */
int g;
#pragma omp declare target
void f(int *a, int n, int *p, int *q) {
  #pragma omp for ordered(2)
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[j - 1];
      #pragma omp ordered doacross(sink: j - 1, i)
      #pragma omp ordered depend(source)
    }
  #pragma omp for ordered(1)
  for (int i = 1; i < n; i++) {
    #pragma omp ordered
    a[i] += a[i - 1];
  }
  #pragma omp ordered doacross(source:)
  #pragma omp for ordered(1)
  for (int *r = p; r < q; r++) {
    #pragma omp ordered depend(sink: r - 1)
    *r += 1;
    #pragma omp ordered depend(source)
  }
  #pragma omp for ordered(2)
  for (int i = 1; i < n; i++) {
    a[i] = 0;
    for (int j = 1; j < n; j++) {
      #pragma omp ordered depend(sink: i - 1, j)
      a[i] += a[j - 1];
      #pragma omp ordered depend(source)
    }
  }
}
#pragma omp end declare target
// expect: 9:40: error: the sink vector has 1 element(s), but 'ordered(2)' makes a nest of 2 loops
// expect: 11:42: error: element 1 of the sink vector must be the variable of loop 1, 'i' (plus or minus a constant), found 'j'
// expect: 16:13: error: '#pragma omp ordered' without a 'doacross' or 'depend' clause may not be closely nested in a loop with an 'ordered(n)' clause
// expect: 19:11: error: '#pragma omp ordered doacross' must be closely nested in a loop construct with an 'ordered(n)' clause
// expect: 21:3: error: a doacross loop over the pointer 'r' in a declare target function is not supported yet
// expect: 28:5: error: ordered(2): the loops are not perfectly nested: the body of loop 1 (over 'i') must be exactly one for loop
// expect: 30:15: error: '#pragma omp ordered depend' in this loop of a declare target function is not supported yet (only in a loop with 'ordered(n)' of a perfect nest)
// expect: 32:15: error: '#pragma omp ordered depend' in this loop of a declare target function is not supported yet (only in a loop with 'ordered(n)' of a perfect nest)
