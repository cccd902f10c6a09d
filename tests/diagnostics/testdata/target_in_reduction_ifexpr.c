void f(void) {
  long t = 0;
  #pragma omp taskgroup task_reduction(+: t)
  {
    #pragma omp target in_reduction(+: t) if(t > 100)
    t += 5;
  }
}
// expect: 5:46: error: 't' in 'in_reduction' in the expression of 'if' is not supported yet
