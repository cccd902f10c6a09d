void f(double *a, int n) {
  #pragma omp target teams distribute parallel for ordered map(a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp ordered
    a[i] = 0;
  }
}
// expect: 2:52: error: clause 'ordered' is not valid on '#pragma omp target teams distribute parallel for'
