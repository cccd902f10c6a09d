void f(int *a, int n) {
  #pragma omp target parallel for ordered(1) schedule(dynamic) map(tofrom: a[0:n])
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 2:35: error: clause 'ordered(1)' (a doacross loop) with a schedule other than static blocks in a target region is not supported yet
