struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(s.n)
#pragma omp declare mapper(struct S t) map(t.n, t.p[0:t.n])
void f(struct S s) {
  #pragma omp target map(tofrom: s)
  { s.n = 1; }
}
// expect: 5:34: error: ambiguous mapper: 2 declarations of mapper 'default' for 'struct S' are visible in the same scope
// expect: 2:9: note: mapper 'default' for 'struct S' declared here
// expect: 3:9: note: mapper 'default' for 'struct S' declared here
