struct S { int n; };
void f(struct S s) {
  #pragma omp target map(tofrom: s->n)
  { s.n = 1; }
}
// expect: 3:37: error: 's' is not a pointer; use '.' to name its member 'n'
