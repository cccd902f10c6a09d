void f(double *a, int n, int c) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for if(c)
    for (int i = 1; i < n; i++) {
      if (a[i] < 0) goto zero;
      continue;
    zero:
      a[i] = 0;
    }
  }
}
// expect: 9:5: error: a label in the body of a '#pragma omp parallel for' with an 'if' clause in a target region is not supported yet
