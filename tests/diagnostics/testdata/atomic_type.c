void f(_Bool *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic write
    a[0] = 1;
  }
}
// expect: 5:5: error: '#pragma omp atomic' on 'a[0]' of type '_Bool' is not supported yet (char, short, int, long, long long, their unsigned forms, float and double are)
