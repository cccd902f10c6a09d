void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    int x = 1;
    a[1] = 2;
    #pragma omp parallel
    {
      int y = x;
      #pragma omp single firstprivate(y)
      a[0] = y;
    }
  }
}
// expect: 9:39: error: firstprivate variable must be shared
// expect: 8:11: note: variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp single' directive into a parallel or another task region?
