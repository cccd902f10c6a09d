void f(void) {
  int s = 0;
  #pragma omp taskgroup task_reduction(+: s)
  {
    #pragma omp target in_reduction(+: s) map(tofrom: s)
    s += 5;
  }
}
// expect: 5:55: error: 's' is in 'in_reduction' and may not also be in 'map'
