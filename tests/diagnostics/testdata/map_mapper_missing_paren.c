struct S { int n; };
#pragma omp declare mapper(m1: struct S s) map(s.n)
void f(struct S s) {
  #pragma omp target map(mapper m1, to: s)
  { s.n = 1; }
}
// expect: 4:33: error: expected '(' after 'mapper'
