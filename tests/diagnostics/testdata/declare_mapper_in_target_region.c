struct S { int n; };
void f(struct S s) {
  #pragma omp target map(s)
  {
    #pragma omp declare mapper(struct S t) map(t.n)
    s.n = 1;
  }
}
// expect: 5:13: error: '#pragma omp declare mapper' inside a target region is not supported yet
