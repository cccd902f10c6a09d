#pragma omp declare target
void h(double *a) {
  #pragma omp parallel loop
  for (int i = 0; i < 4; i++)
    a[i] = 0;
}
void g(double *a) {
  #pragma omp parallel num_threads(2)
  {
    #pragma omp parallel
    a[0] = 1;
  }
}
void k(double *a) {
  #pragma omp parallel for linear(a)
  for (int i = 0; i < 4; i++) a[0] += i;
}
#pragma omp end declare target
int main(void) {
  double a[4];
  #pragma omp target parallel map(from: a)
  {
    h(a);
    g(a);
    k(a);
  }
  return 0;
}
// expect: 3:11: error: '#pragma omp parallel loop' inside a declare target function is not supported yet ('parallel', 'parallel for', 'parallel for simd', 'parallel masked', 'parallel master' and 'parallel sections' are)
// expect: 10:13: error: '#pragma omp parallel' inside a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' at 8:11 in declare target function 'g', which runs as a nested parallel region)
// expect: 15:28: error: clause 'linear' on a '#pragma omp parallel for' in a declare target function is not supported yet
