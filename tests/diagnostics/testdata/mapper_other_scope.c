struct S { int n; double *p; };
void g(void) {
  #pragma omp declare mapper(local: struct S s) map(s.n)
}
void f(struct S s) {
  #pragma omp target map(mapper(local), tofrom: s)
  { s.n = 1; }
}
// expect: 6:33: error: mapper 'local' is not visible here: it is declared in another scope
// expect: 3:11: note: mapper 'local' for 'struct S' declared here
