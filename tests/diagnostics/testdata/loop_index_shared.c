void f(int *a) {
  int i, j;
  #pragma omp target map(tofrom: a[0:64])
  #pragma omp parallel for shared(i)
  for (int i = 0; i < 8; i++) a[i] = i;
  #pragma omp target teams distribute parallel for collapse(2) shared(j) map(tofrom: a[0:64])
  for (i = 0; i < 8; i++)
    for (j = 0; j < 8; j++) a[i * 8 + j] = i;
}
// expect: 6:71: error: 'j' is the index of a loop of '#pragma omp target teams distribute parallel for' and cannot be shared (it is predetermined private)
