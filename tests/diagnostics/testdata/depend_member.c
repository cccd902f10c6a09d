struct S { int x, y; };
void f(struct S s) {
  #pragma omp target map(tofrom: s) nowait depend(inout: s.x)
  { s.y = 1; }
}
// expect: 3:58: error: a struct member ('s.x') in clause 'depend' is not supported yet
