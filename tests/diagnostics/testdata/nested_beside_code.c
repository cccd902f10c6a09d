void f(double *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp teams distribute
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 5:13: error: '#pragma omp teams distribute' inside a target region is supported only as the whole region of the construct around it (tightly nested, e.g. '#pragma omp target' then '#pragma omp teams distribute parallel for' and the loop); with other code beside it not yet
