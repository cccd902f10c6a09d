void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int k = 0;
    while (k < 3) {
      #pragma omp parallel for
      for (int i = 0; i < n; i++) a[i] += k;
      if (a[0] > 10) goto done;
      k++;
    }
  done:
    a[1] = k;
  }
}
// expect: 8:22: error: a 'goto' into or out of a statement that holds a nested parallel construct in a target region is not supported yet (the label 'done' is on the other side of it; all threads follow that statement)
