#pragma omp declare reduction(mymax : int : omp_out = omp_in > omp_out ? omp_in : omp_out)
void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for reduction(mymax: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) s = a[i] > s ? a[i] : s;
}
// expect: 4:69: error: no declare reduction 'mymax' visible here applies to type 'double'
