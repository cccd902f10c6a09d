typedef float *fp;
void f(float *p, int n, fp q) {
  float arr[64];
  #pragma omp target teams distribute parallel for simd aligned(p, arr, q : 64) map(tofrom: p[0:64], q[0:64]) map(from: arr)
  for (int k = 0; k < 64; k++) { p[k] = k; arr[k] = q[k]; }
  #pragma omp target map(tofrom: p[0:64])
  {
    #pragma omp simd aligned(p, n)
    for (int k = 0; k < 64; k++) p[k] += 1;
  }
}
// expect: 8:33: error: 'n' in clause 'aligned' must be a pointer or an array, not 'int'
