void f(int *a, int n) {
  #pragma omp target parallel for ordered map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      continue;
    #pragma omp ordered
    a[i] = i;
  }
}
// expect: 5:7: error: 'continue' in the body of a loop with an ordered region is not supported yet
