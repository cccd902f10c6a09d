void f(int *a, int n) {
  int s = 0;
  #pragma omp target map(tofrom: a[0:n], s)
  {
    #pragma omp taskgroup task_reduction(+: s)
    {
      #pragma omp task in_reduction(+: s)
      s += a[0];
    }
  }
}
// expect: 5:27: error: clause 'task_reduction' on '#pragma omp taskgroup' in a target region is not supported yet
// expect: 7:24: error: clause 'in_reduction' on '#pragma omp task' in a target region is not supported yet
