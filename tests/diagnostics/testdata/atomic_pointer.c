void f(int **a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp atomic
    a[0]++;
  }
}
// expect: 5:5: error: '#pragma omp atomic' on 'a[0]' of type 'pointer to int' is not supported yet (char, short, int, long, long long, their unsigned forms, float and double are)
