void f(double *a, int n, int j) {
  #pragma omp target map(tofrom: a[0:n], j)
  #pragma omp parallel for linear(j: 2) collapse(2)
  for (int i = 0; i < n / 2; i++)
    for (int l = 0; l < 2; l++) a[j] = i;
}
// expect: 3:28: error: 'linear' with 'collapse' on a construct nested in a target construct is not supported yet (put it on a combined construct)
