void f(double *a, int n) {
  double h[4] = {0, 0, 0, 0};
#pragma omp target parallel reduction(+: h[0:4]) map(tofrom: a[0:n])
{
  h[0] += 1;
  #pragma omp for
  for (int i = 0; i < n; i++) a[i] = 0;
}
}
// expect: 3:42: error: reduction over the array 'h' on '#pragma omp target parallel' whose region is code is not supported yet (put it on the worksharing loops)
