struct S { int n; double *p; };
#pragma omp declare mapper(struct S s) map(release: s.n)
int main(void) { return 0; }
// expect: 2:44: error: map-type 'release' is not allowed in '#pragma omp declare mapper' (to, from, tofrom or alloc)
