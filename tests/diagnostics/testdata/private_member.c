struct S { int n; };
void f(struct S s) {
  #pragma omp target private(s.n)
  { s.n = 1; }
}
// expect: 3:31: error: struct members are not allowed in this clause
