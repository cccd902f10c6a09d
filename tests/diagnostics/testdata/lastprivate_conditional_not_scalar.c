/* OpenMP 5.2 §5.4.5: a lastprivate(conditional:) item must be a scalar
 * variable (clang-19 and gcc refuse arrays and structs too): on a
 * combined construct, a parallel loop beside code in a target region, a
 * worksharing loop of a parallel region and a host loop. */
struct pt { int x; };
void f(int *a, int n) {
  int v[4] = {0};
  struct pt s = {0};
  #pragma omp target parallel for lastprivate(conditional: v) map(tofrom: v)
  for (int i = 0; i < n; i++) if (i & 1) v[i % 4] = i;
  #pragma omp target map(tofrom: v, a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for lastprivate(conditional: v)
    for (int i = 0; i < n; i++) if (a[i]) v[i % 4] = i;
  }
  #pragma omp target parallel map(tofrom: s)
  {
    #pragma omp for lastprivate(conditional: s)
    for (int i = 0; i < n; i++) if (i & 1) s.x = i;
  }
  #pragma omp parallel
  #pragma omp for lastprivate(conditional: s)
  for (int i = 0; i < n; i++) if (i & 1) s.x = i;
}
// expect: 9:60: error: 'v' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)
// expect: 14:55: error: 'v' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)
// expect: 19:46: error: 's' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)
// expect: 23:44: error: 's' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)
