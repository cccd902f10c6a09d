void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams map(tofrom: a[0:n]) reduction(+: s)
  {
    a[0] = 1;
    #pragma omp loop reduction(+: s)
    for (int i = 1; i < n; i++) s += a[i];
  }
}
// expect: 6:22: error: clause 'reduction' on a '#pragma omp loop' bound to a teams region is not supported (write '#pragma omp distribute parallel for' with the reduction)
