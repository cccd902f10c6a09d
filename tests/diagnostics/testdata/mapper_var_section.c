struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(s[0:2])
void f(struct S s) {
  #pragma omp target map(s)
  { s.n = 1; }
}
// expect: 2:45: error: the mapper variable 's' is a struct; it cannot have an array section
