void f(int *a) {
  #pragma omp target teams map(tofrom: a[0:4])
  {
    int x = 1;
    #pragma omp parallel firstprivate(x)
    {
      #pragma omp sections lastprivate(x)
      {
        #pragma omp section
        a[0] = x;
      }
    }
  }
}
// expect: 7:40: error: lastprivate variable must be shared
// expect: 5:39: note: defined as firstprivate
