void f(double *a, int n) {
  #pragma omp target parallel for ordered map(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 0;
}
// expect: 2:35: error: clause 'ordered' is not supported yet
