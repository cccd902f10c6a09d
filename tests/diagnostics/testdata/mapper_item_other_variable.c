struct S { int n; double *p; };
int g;
#pragma omp declare mapper(struct S s) map(s.n, g)
void f(struct S s) {
  #pragma omp target map(s)
  { s.n = 1; }
}
// expect: 3:49: error: 'g' in '#pragma omp declare mapper' must be the mapper variable 's' or one of its members
