struct S { int n; double *p; };
void f(struct S s) {
  #pragma omp target map(mapper(late), tofrom: s)
  { s.n = 1; }
}
#pragma omp declare mapper(late: struct S s) map(s.n)
// expect: 3:33: error: mapper 'late' is not visible here: it is declared after this use
// expect: 6:9: note: mapper 'late' for 'struct S' declared here
