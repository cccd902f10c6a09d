struct S { int n; double *p; };
void f(struct S s) {
  #pragma omp target map(mapper(nope), tofrom: s)
  { s.n = 1; }
}
// expect: 3:33: error: unknown mapper 'nope'
