struct S { int n; double *p; };
#pragma omp declare mapper(m: struct S s) map(s.n)
#pragma omp declare mapper(m: struct S t) map(t.p[0:t.n])
void f(struct S s) {
  #pragma omp target map(mapper(m), tofrom: s)
  { s.n = 1; }
}
// expect: 5:45: error: ambiguous mapper: 2 declarations of mapper 'm' for 'struct S' are visible in the same scope
// expect: 2:9: note: mapper 'm' for 'struct S' declared here
// expect: 3:9: note: mapper 'm' for 'struct S' declared here
