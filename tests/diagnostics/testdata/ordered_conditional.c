void f(int *a, int n) {
  #pragma omp target parallel for ordered map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    if (i % 2) {
      #pragma omp ordered
      a[i] = i;
    }
  }
}
// expect: 5:15: error: '#pragma omp ordered' other than as a statement of the loop body's block (run in every iteration) is not supported yet
