void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int c = 0;
    #pragma omp task if(c++ < 1)
    a[0] = c;
  }
}
// expect: 5:25: error: an expression that may have side effects in clause 'if' of '#pragma omp task' in a target region is not supported yet
