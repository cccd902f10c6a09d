/* linear on simd loops in device code: the forms still refused. */
#pragma omp declare target
int walk(int n) {
  int j = 0;
  #pragma omp simd linear(j: 2)
  for (int i = 0; i < n; i++) {
  }
  return j;
}
#pragma omp end declare target

void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int j = 0, k = 0;
    #pragma omp simd linear(j) collapse(2)
    for (int i = 0; i < n; i++)
      for (int l = 0; l < n; l++) j++;
    #pragma omp simd linear(k: n)
    for (int i = 0; i < n; i++) a[i] = k;
    #pragma omp simd linear(a: 1)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = walk(n) + j;
  }
}

void g(int *a, int n) {
  int k = 0;
  #pragma omp target parallel for linear(k: 1) map(tofrom: k, a[0:n])
  for (int i = 0; i < n; i++) {
    int m = 0;
    #pragma omp simd linear(m: 2)
    for (int j = 0; j < 4; j++) {
    }
    a[i] = k + m;
  }
}
// expect: 5:20: error: clause 'linear' on a '#pragma omp simd' in a declare target function is not supported yet
// expect: 16:32: error: 'linear' with 'collapse' on '#pragma omp simd' in a target region is not supported yet
// expect: 19:32: error: a linear step that is not an integer constant ('n') is not supported yet (in device code clang-19 crashes on it or ignores the step); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)
// expect: 21:13: error: 'a' in clause 'linear' of '#pragma omp simd' in a target region must have an integer type (pointers are not supported yet)
// expect: 29:11: error: 'linear' on a loop nested in the loop of a target construct with 'linear' is not supported yet
