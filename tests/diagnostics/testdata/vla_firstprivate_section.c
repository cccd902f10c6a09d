void f(int n, long *out) {
  int a[n];
  double w[n][2];
  #pragma omp target map(tofrom: a[2:4], w[2:4][0:2]) map(from: out[0:8])
  #pragma omp parallel for firstprivate(a, w)
  for (int i = 2; i < 6; i++) { a[i] += i; out[i] = a[i] + (long)w[i][1]; }
}
// expect: 5:41: error: variable-length array 'a', mapped by a section, in clause 'firstprivate' of a construct nested in the target construct is not supported yet
// expect: 5:44: error: variable-length array 'w', mapped by a section, in clause 'firstprivate' of a construct nested in the target construct is not supported yet
