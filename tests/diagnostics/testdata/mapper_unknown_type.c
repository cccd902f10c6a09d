#pragma omp declare mapper(struct Nope s) map(s.n)
int main(void) { return 0; }
// expect: 1:28: error: unknown type 'struct Nope' in '#pragma omp declare mapper'
