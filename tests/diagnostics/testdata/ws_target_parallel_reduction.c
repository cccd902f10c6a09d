void f(double *a, int n) {
  double s = 0;
#pragma omp target parallel reduction(+: s) map(tofrom: a[0:n])
{
  s += 1;
  #pragma omp for
  for (int i = 0; i < n; i++) a[i] = 0;
}
}
// expect: 3:29: error: 'reduction' on '#pragma omp target parallel' whose region is code is not supported yet (put it on the worksharing loops)
