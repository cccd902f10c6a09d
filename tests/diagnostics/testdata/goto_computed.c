void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    void *p = &&done;
    goto *p;
  done:
    a[0] = 1;
  }
}
// expect: 5:5: error: a computed 'goto' inside a target region is not supported yet
