/* a .c file included by the program */
static int part_sum(const int *v, int n) {
  int s = 0;
#pragma omp target teams distribute parallel for reduction(+:s) map(to: v[0:n])
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
