void f(int *s) {
  #pragma omp target parallel map(tofrom: s[0:1])
  {
    #pragma omp critical(x)
    {
      #pragma omp critical(y)
      {
        #pragma omp critical(x)
        s[0]++;
      }
    }
  }
}
// expect: 8:17: error: '#pragma omp critical' may not be nested in a 'critical' region of the same name 'x' (at 4:13): the thread would wait for itself
