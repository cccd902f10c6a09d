struct S { int n; };
#pragma omp declare mapper(m1: struct S s) map(s.n)
#pragma omp declare mapper(m2: struct S s) map(s.n)
void f(struct S s) {
  #pragma omp target map(mapper(m1), mapper(m2), to: s)
  { s.n = 1; }
}
// expect: 5:38: error: more than one 'mapper' modifier
