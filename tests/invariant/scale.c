/* A second unit linked into the same binary, so the check spans units. */
void scale(double *x, int n, double f) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) firstprivate(f)
  for (int i = 0; i < n; i++) x[i] *= f;
}
