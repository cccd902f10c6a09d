struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(delete: s.p[0:s.n])
int main(void) { return 0; }
// expect: 2:44: error: map-type 'delete' is not allowed in '#pragma omp declare mapper' (to, from, tofrom or alloc)
