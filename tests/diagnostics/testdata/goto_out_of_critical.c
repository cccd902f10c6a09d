void f(int *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp critical
    {
      if (a[i] == 3) goto skip;
      a[i]--;
    }
  skip:;
  }
}
// expect: 6:22: error: 'goto' out of the region of '#pragma omp critical' is not allowed (the label 'skip' is outside it)
