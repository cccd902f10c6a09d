void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i != n; i += 2) a[i] = 0;
}
// expect: 3:27: error: loop is not in OpenMP canonical form: with '!=' the increment must be a constant 1 or -1 (OpenMP 5.2, 4.4.1); test with '<' or '>' for another step
