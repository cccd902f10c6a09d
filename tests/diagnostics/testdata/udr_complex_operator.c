typedef struct { _Complex double sum; int n; } acc_t;
#pragma omp declare reduction(acc : acc_t : omp_out.sum += omp_in.sum, omp_out.n += omp_in.n)
void f(const _Complex double *a, int n) {
  acc_t r = {0, 0};
  #pragma omp target teams distribute parallel for reduction(acc: r) map(to: a[0:n])
  for (int i = 0; i < n; i++) { r.sum += a[i]; r.n++; }
  #pragma omp target teams distribute parallel for reduction(acc: r) map(to: a[0:n])
  for (int i = 0; i < n; i++) { r.sum += a[i]; r.n++; }
}
// expect: 2:57: error: operator '+=' in the combiner of declare reduction 'acc' over a type holding complex values is not supported yet: the device code does not compute C's complex arithmetic there; call a function that does
