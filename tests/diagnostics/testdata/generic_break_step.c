void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  for (int t = 0; t < 10; t++) {
    if (a[0] > 5) break;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 4:19: error: 'break' out of the loop of a '#pragma omp target' is not allowed
// expect: 4:19: error: 'break' out of a loop that contains a nested parallel loop in a target region is not supported yet
