struct S { int n; };
#pragma omp declare mapper(struct S s) to(s.n)
int main(void) { return 0; }
// expect: 2:40: error: clause 'to' is not valid on '#pragma omp declare mapper'
