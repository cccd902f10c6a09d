#pragma omp declare target
void g(int *s) {
  #pragma omp critical
  {
    #pragma omp critical(y)
    {
      #pragma omp critical
      s[0]++;
    }
  }
}
#pragma omp end declare target
// expect: 7:15: error: '#pragma omp critical' may not be nested in an unnamed 'critical' region (at 3:11): the thread would wait for itself
