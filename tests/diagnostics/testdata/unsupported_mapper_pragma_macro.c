struct S { int n; };
#define MAPPER _Pragma("omp declare mapper(struct S s) map(s.n)")
MAPPER
int main(void) { return 0; }
// expect: 3:1: error: '#pragma omp declare mapper' produced by a macro is not supported yet
