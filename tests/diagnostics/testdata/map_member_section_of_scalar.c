struct S { int n; };
void f(struct S s) {
  #pragma omp target map(tofrom: s.n[0:1])
  { s.n = 1; }
}
// expect: 3:37: error: 's.n' is not an array or pointer; it cannot have an array section
