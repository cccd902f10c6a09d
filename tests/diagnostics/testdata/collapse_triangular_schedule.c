void f(double *a, int n) {
  #pragma omp target parallel for collapse(2) schedule(dynamic, 3) map(tofrom: a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) a[i*n+j] = 0;
}
// expect: 2:47: error: 'schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no schedule or ordered clause there)
