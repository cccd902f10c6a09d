struct S { int n; double *p; };
struct T { int m; };
#pragma omp declare mapper(ms: struct S s) map(s.n)
void f(struct T t) {
  #pragma omp target map(mapper(ms), tofrom: t)
  { t.m = 1; }
}
// expect: 5:46: error: mapper 'ms' is declared for type 'struct S', not for 'struct T'
// expect: 3:9: note: mapper 'ms' for 'struct S' declared here
