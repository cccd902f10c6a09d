#pragma omp declare target
void scale(double *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) goto out;
    a[i] *= 2;
  }
out:;
}
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target parallel map(tofrom: a[0:n])
  scale(a, n);
}
// expect: 5:19: error: 'goto' out of the region of '#pragma omp for' is not allowed (the label 'out' is outside it)
