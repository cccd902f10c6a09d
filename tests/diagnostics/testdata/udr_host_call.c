typedef struct { double s; int n; } acc_t;
acc_t merge(acc_t a, acc_t b);
#pragma omp declare reduction(m : acc_t : omp_out = merge(omp_out, omp_in))
void f(double *a, int n) {
  acc_t s = {0, 0};
  #pragma omp target teams distribute parallel for reduction(m: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) { s.s += a[i]; s.n++; }
}
// expect: 3:53: error: call to 'merge' in the combiner of declare reduction 'm' is not supported: its definition is not in this translation unit, so it cannot be compiled for the device
