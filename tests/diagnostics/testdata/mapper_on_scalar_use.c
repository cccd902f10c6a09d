struct S { int n; double *p; };
#pragma omp declare mapper(ms: struct S s) map(s.n)
void f(int x) {
  #pragma omp target map(mapper(ms), tofrom: x)
  { x = 1; }
}
// expect: 4:46: error: mapper 'ms' cannot apply to 'x': its type 'int' is not a struct or union
