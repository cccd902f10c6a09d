void f(int *a) {
  int x = 1, y = 2;
  #pragma omp target parallel private(x) firstprivate(y) map(tofrom: a[0:4])
  {
    #pragma omp sections firstprivate(x)
    { a[0] = x; }
    #pragma omp sections lastprivate(y)
    { y = 3; }
    #pragma omp single firstprivate(y)
    a[1] = y;
  }
}
// expect: 5:39: error: firstprivate variable must be shared
// expect: 3:39: note: defined as private
// expect: 7:38: error: lastprivate variable must be shared
// expect: 3:55: note: defined as firstprivate
// expect: 9:37: error: firstprivate variable must be shared
// expect: 3:55: note: defined as firstprivate
