#pragma omp declare target
void fdx(int *a, int n) {
  #pragma omp parallel
  {
    #pragma omp for ordered(1)
    for (int i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
      #pragma omp ordered depend(source)
    }
  }
}
void gdx(int *a, int n) {
  #pragma omp for ordered(1)
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] += a[i - 1];
    #pragma omp ordered depend(source)
  }
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])
  {
    fdx(a, n);
    gdx(a, n);
    #pragma omp parallel
    {
      #pragma omp for ordered(2)
      for (int i = 1; i < n; i++)
        for (int j = 1; j < n; j++) {
          #pragma omp ordered depend(sink: i - 1)
          a[i] += a[i - 1];
          #pragma omp ordered depend(source)
        }
      #pragma omp for ordered
      for (int i = 1; i < n; i++) {
        #pragma omp ordered depend(sink: i - 1)
        a[i] += 1;
      }
      int k = 0;
      #pragma omp for ordered(1) linear(k)
      for (int i = 1; i < n; i++) {
        #pragma omp ordered depend(sink: i - 1)
        a[i] += k;
        #pragma omp ordered depend(source)
      }
    }
  }
}
// expect: 5:21: error: clause 'ordered(1)' (a doacross loop) on a '#pragma omp for' in a nested parallel region of a declare target function is not supported yet (gcc 12's host code of it stops libomp)
// expect: 32:44: error: the sink vector has 1 element(s), but 'ordered(2)' makes a nest of 2 loops
// expect: 38:17: error: '#pragma omp ordered depend' must be closely nested in a loop construct with an 'ordered(n)' clause
// expect: 42:34: error: 'linear' clause cannot be specified along with 'ordered' clause with a parameter
