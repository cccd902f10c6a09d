struct S { int n; };
void f(struct S *s) {
  #pragma omp target map(tofrom: s.n)
  { s->n = 1; }
}
// expect: 3:36: error: 's' is a pointer; use '->' to name its member 'n'
