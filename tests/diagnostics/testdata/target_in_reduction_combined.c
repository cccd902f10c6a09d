void f(int n) {
  int s = 0;
  #pragma omp taskgroup task_reduction(+: s)
  {
    #pragma omp target teams distribute parallel for in_reduction(+: s)
    for (int i = 0; i < n; i++) s += i;
  }
}
// expect: 5:54: error: 'in_reduction' on '#pragma omp target teams distribute parallel for' is not supported yet (on '#pragma omp target' it is)
