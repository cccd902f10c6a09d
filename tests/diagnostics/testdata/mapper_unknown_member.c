struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(s.len)
void f(struct S s) {
  #pragma omp target map(s)
  { s.n = 1; }
}
// expect: 2:46: error: 'struct S' has no member named 'len'
