void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    if (n == 0) goto done;
    a[0] = 1;
  }
done:
  a[1] = 2;
}
// expect: 4:17: error: 'goto' out of the region of '#pragma omp target' is not allowed (the label 'done' is outside it)
