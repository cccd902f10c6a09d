struct S { int n; double *p; };
#pragma omp declare mapper(struct S s map(s.n)
int main(void) { return 0; }
// expect: 2:47: error: expected ')'
