#pragma omp declare target
void h(double *a) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) a[i] = 0;
}
#pragma omp end declare target
int main(void) { return 0; }
// expect: 3:11: error: '#pragma omp parallel for' inside a declare target function is not supported yet (atomic, the synchronisation constructs, for, simd, loop bind(thread), unroll, tile and allocate are)
