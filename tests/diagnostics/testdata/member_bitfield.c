struct S { int n : 3; int m; };
void f(struct S s) {
  #pragma omp target map(tofrom: s.n)
  { s.m = 1; }
}
// expect: 3:36: error: bit-field 'n' cannot be mapped
