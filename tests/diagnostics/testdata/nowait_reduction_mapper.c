typedef struct { int n; double *v; } Vec;
#pragma omp declare mapper(Vec x) map(x, x.v[0:x.n])
double f(Vec *vs, int m) {
  double s = 0;
  #pragma omp target teams distribute parallel for map(tofrom: vs[0:m]) reduction(+: s) nowait
  for (int i = 0; i < m; i++) s += vs[i].n;
  #pragma omp taskwait
  return s;
}
// expect: 5:89: error: 'nowait' on a target region with a mapper's array section and 'reduction(+: s)' is not supported yet
