void f(int *a, int n) {
  int s = 0;
  #pragma omp target map(tofrom: a[0:n], s)
  {
    #pragma omp task in_reduction(+: s)
    s += a[0];
    #pragma omp taskgroup task_reduction(+: s)
    {
      #pragma omp task
      {
        #pragma omp task in_reduction(+: s)
        s += a[1];
      }
      #pragma omp task in_reduction(*: s)
      s *= a[2];
    }
    #pragma omp taskgroup task_reduction(+: a)
    {
    }
  }
}
// expect: 5:38: error: 's' in clause 'in_reduction' must appear with operator '+' in a 'task_reduction' clause of an enclosing taskgroup or a 'reduction' clause of an enclosing taskloop, with no other task or private copy of it in between; in a target region other cases are not supported yet
// expect: 11:42: error: 's' in clause 'in_reduction' must appear with operator '+' in a 'task_reduction' clause of an enclosing taskgroup or a 'reduction' clause of an enclosing taskloop, with no other task or private copy of it in between; in a target region other cases are not supported yet
// expect: 14:40: error: 's' in clause 'in_reduction' must appear with operator '*' in a 'task_reduction' clause of an enclosing taskgroup or a 'reduction' clause of an enclosing taskloop, with no other task or private copy of it in between; in a target region other cases are not supported yet
// expect: 17:45: error: 'a' in clause 'task_reduction' in a target region must have an arithmetic type
