void f(int *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    while (a[i] > 0) {
      #pragma omp critical
      {
        a[i]--;
        if (a[i] == 3) break;
      }
    }
  }
}
// expect: 8:24: error: 'break' out of the region of '#pragma omp critical' is not allowed
