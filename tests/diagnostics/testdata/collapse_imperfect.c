void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    for (int j = 0; j < n; j++) a[i*n+j] = 0;
  }
}
// expect: 4:5: error: collapse(2): the loops are not perfectly nested: the body of loop 1 (over 'i') must be exactly one for loop
