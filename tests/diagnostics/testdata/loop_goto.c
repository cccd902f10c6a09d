void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) { if (a[i] < 0) goto out; a[i] = 0; }
  out: ;
}
// expect: 3:47: error: 'goto' out of the region of '#pragma omp target teams distribute parallel for' is not allowed (the label 'out' is outside it)
