void f(double *a, int n) {
  #pragma omp target teams distribute parallel for collapse(3) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i*n+j] = 0;
}
// expect: 4:33: error: collapse(3): the loops are not perfectly nested: the body of loop 2 (over 'j') must be exactly one for loop
