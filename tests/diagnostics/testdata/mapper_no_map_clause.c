struct S { int n; double *p; };
#pragma omp declare mapper(struct S s)
int main(void) { return 0; }
// expect: 2:39: error: '#pragma omp declare mapper' needs at least one 'map' clause
