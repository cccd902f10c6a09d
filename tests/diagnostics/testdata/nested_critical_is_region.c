void f(int *x) {
  #pragma omp target teams map(tofrom: x[0:1])
  #pragma omp critical
  x[0]++;
}
// expect: 3:11: error: '#pragma omp critical' may not be closely nested in a teams region
