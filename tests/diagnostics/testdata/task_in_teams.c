void f(int *a) {
  #pragma omp target teams map(tofrom: a[0:4])
  {
    #pragma omp task
    a[0] = 1;
  }
}
// expect: 4:13: error: '#pragma omp task' may not be closely nested in a teams region
