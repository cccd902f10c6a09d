void f(double *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  #pragma omp unroll partial(2)
  for (int i = 0; i < n; i++) a[i] += i;
}
// expect: 3:11: error: '#pragma omp unroll' as the loop of '#pragma omp target teams distribute parallel for' in device code is not supported yet: the construct would divide the transformed loop's iterations
