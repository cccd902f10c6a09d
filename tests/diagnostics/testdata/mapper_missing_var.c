struct S { int n; double *p; };
#pragma omp declare mapper(struct S) map(s.n)
int main(void) { return 0; }
// expect: 2:36: error: expected the mapper's variable name after 'struct S'
