void f(double *a, int n) {
  if (n > 4) goto inside;
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
  inside:
    a[1] = 2;
  }
}
// expect: 2:14: error: 'goto' into the region of '#pragma omp target' is not allowed (the label 'inside' is inside it)
