void f(int n, int *total) {
  int h[n];
  #pragma omp target map(tofrom: h, total[0:1])
  {
    total[0] = 5;
    #pragma omp parallel for reduction(+: h[1:])
    for (int i = 0; i < 100; i++) h[1 + i % (n - 1)] += i;
    total[0] += 1;
  }
}
// expect: 6:44: error: array section 'h[1:]' without a length in 'reduction' on a loop nested in a target region with code beside it is not supported yet; write its length
