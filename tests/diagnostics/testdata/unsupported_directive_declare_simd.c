#pragma omp declare simd
double sq(double x) { return x * x; }
int main(void) { return 0; }
// expect: 1:13: error: '#pragma omp declare simd' is not supported yet
