struct S { int n; };
void f(struct S s) {
  #pragma omp target map(tofrom: s.)
  { s.n = 1; }
}
// expect: 3:36: error: expected a member name after '.'
