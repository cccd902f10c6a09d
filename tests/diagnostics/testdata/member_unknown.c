struct S { int n; };
void f(struct S s) {
  #pragma omp target map(tofrom: s.m)
  { s.n = 1; }
}
// expect: 3:36: error: 'struct S' has no member named 'm'
