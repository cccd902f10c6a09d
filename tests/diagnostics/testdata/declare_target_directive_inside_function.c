#pragma omp declare target
void h(double *a, int n) {
  #pragma omp target map(a[0:n])
  { a[0] = 1; }
}
#pragma omp end declare target
int main(void) { return 0; }
// expect: 3:11: error: '#pragma omp target' inside a declare target function is not supported yet (atomic, the synchronisation constructs, for, simd, scan, loop bind(thread) and bind(parallel), unroll, tile and allocate are)
