void f(int *a, int n) {
#pragma omp target teams map(tofrom: a[0:n])
  {
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp error at(execution) severity(warning) message("between")
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) a[i] += i;
  }
}
// expect: 6:9: error: '#pragma omp error at(execution)' between the nested parallel loops of a target region is not supported yet
