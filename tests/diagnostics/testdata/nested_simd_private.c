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
#pragma omp declare target
int h(const int *v, int n, int k) {
  int s = 0;
  #pragma omp simd reduction(+: s) firstprivate(k)
  for (int j = 0; j < n; j++) s += v[j] * k;
  #pragma omp loop bind(thread) firstprivate(k) reduction(+: s)
  for (int j = 0; j < n; j++) s += v[j] * k;
  return s;
}
#pragma omp end declare target
// expect: 5:22: error: clause 'private' on a '#pragma omp simd' nested in a target region is supported only on a loop whose body is no construct's statement
// expect: 15:22: error: clause 'firstprivate' is not valid on '#pragma omp simd' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'
// expect: 22:36: error: clause 'firstprivate' is not valid on '#pragma omp simd' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'
// expect: 24:33: error: clause 'firstprivate' is not valid on '#pragma omp loop' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'
