void f(int n, int *total) {
  int h[n];
  #pragma omp target map(tofrom: h, total[0:1])
  {
    total[0] = 5;
    #pragma omp parallel for reduction(+: h)
    for (int i = 0; i < 100; i++) h[i % n] += i;
    total[0] += 1;
  }
}
// expect: 6:43: error: reduction over the variable-length array 'h' on a loop nested in a target region with code beside it is not supported yet (a combined construct such as 'target teams distribute parallel for reduction(...)' takes it)
