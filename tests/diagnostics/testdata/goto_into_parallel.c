void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    if (a[0] > 0) goto mid;
    #pragma omp parallel num_threads(4)
    {
      a[1] = 1;
    mid:
      a[2] = 2;
    }
  }
}
// expect: 4:19: error: 'goto' into the region of '#pragma omp parallel' is not allowed (the label 'mid' is inside it)
