int main(void) {
  int a[8] = {0}, b[8], s = 0;
#pragma omp parallel
  {
#pragma omp for reduction(inscan, +: s)
    for (int i = 0; i < 8; i++) {
      s += a[i];
#pragma omp scan inclusive(s)
      b[i] = s;
    }
  }
  return b[7];
}
// expect: 5:9: error: a reduction with the 'inscan' modifier on this worksharing loop outside target regions is not supported yet (gcc's host code for it needs a libgomp feature LLVM's libomp lacks); '#pragma omp simd', or '#pragma omp parallel for' in the main file with no clauses but reduction, schedule, num_threads, proc_bind, shared, default, simdlen, safelen and order, is
