void f(double *a, int n) {
  double t = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp simd private(t)
    for (int j = 0; j < 4; j++)
      #pragma omp atomic update
      a[i] += (t = j);
  }
}
void g(double *a, int n) {
  double t = 0;
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp simd firstprivate(t)
    for (int j = 0; j < 4; j++) { t += j; a[i] += t; }
  }
}
// expect: 5:22: error: clause 'private' on a '#pragma omp simd' nested in a target region is supported only on a loop whose body is no construct's statement
// expect: 15:22: error: clause 'firstprivate' on a '#pragma omp simd' nested in a target region is not supported yet
