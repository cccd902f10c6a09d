static int half(int x) { return x / 2; }
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for schedule(guided, half(n))
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
// expect: 6:39: error: a call of 'half' in the chunk of 'schedule' of a loop beside other code in a target region is not supported yet (compute the value in a variable before the loop)
