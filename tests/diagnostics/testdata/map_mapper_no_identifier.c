struct S { int n; };
void f(struct S s) {
  #pragma omp target map(mapper(), to: s)
  { s.n = 1; }
}
// expect: 3:33: error: expected 'mapper(identifier)'
