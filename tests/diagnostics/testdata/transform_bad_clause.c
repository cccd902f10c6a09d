#pragma omp declare target
void g(double *a, int n) {
  #pragma omp unroll full partial
  for (int i = 0; i < n; i++) a[i] += i;
  #pragma omp tile size(4)
  for (int i = 0; i < n; i++) a[i] += i;
}
#pragma omp end declare target
// expect: 3:11: error: '#pragma omp unroll' takes at most one of 'full' and 'partial'
// expect: 5:20: error: unknown clause 'size' on '#pragma omp tile'
