struct S { int n; struct S *self; };
#pragma omp declare mapper(struct S s) map(s.self->n)
void f(struct S s) {
  #pragma omp target map(s)
  { s.n = 1; }
}
// expect: 2:52: error: '->' in a mapper item ('s.self->n') is not supported yet
