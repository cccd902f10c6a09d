struct S { int n; double *p; };
void f(struct S s) {
  #pragma omp target update to(mapper(nope): s)
}
// expect: 3:39: error: unknown mapper 'nope'
