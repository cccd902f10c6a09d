void f(volatile int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic
    a[0] += 1;
  }
}
// expect: 5:5: error: '#pragma omp atomic' on the const or volatile 'a[0]' is not supported yet
