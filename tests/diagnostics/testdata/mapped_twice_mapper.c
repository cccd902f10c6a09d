struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(s, s.p[0:s.n])
void f(struct S s) {
  #pragma omp target map(to: s) map(tofrom: s)
  { s.p[0] = 1; }
}
// expect: 4:45: error: 's' in several map clauses of one directive is not supported yet for a mapper
// expect: 4:30: note: 's' first listed here
