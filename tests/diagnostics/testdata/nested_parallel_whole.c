void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  #pragma omp parallel
  a[0] = 1;
  #pragma omp target
  #pragma omp parallel num_threads(2)
  #pragma omp parallel masked
  a[1] = 1;
}
// expect: 3:11: error: a '#pragma omp parallel' that is all of the region of '#pragma omp target parallel' in a target region is not supported yet (put it in braces)
// expect: 7:11: error: a '#pragma omp parallel masked' that is all of the region of '#pragma omp target parallel' in a target region is not supported yet (put it in braces)
