void f(double *a, int n) {
  double s = 0;
  #pragma omp target teams map(tofrom: s)
  #pragma omp distribute reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i];
}
// expect: 4:26: error: clause 'reduction' is not valid on '#pragma omp distribute': OpenMP 5.2 gives it none; reduce on the enclosing 'teams' or on 'distribute parallel for'
