typedef struct { long double x; int n; } ld_t;
#pragma omp declare reduction(ladd : ld_t : omp_out.x += omp_in.x, omp_out.n += omp_in.n)
void f(double *a, int n) {
  ld_t s = {0, 0};
  #pragma omp target teams distribute parallel for reduction(ladd: s) map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
}
// expect: 5:68: error: type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
