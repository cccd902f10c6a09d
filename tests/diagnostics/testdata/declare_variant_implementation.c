int llvm_f(int x) { return x + 1; }
#pragma omp declare variant(llvm_f) match(implementation={vendor(llvm)})
int f(int x) { return x; }
int host_f(int x) { return x + 2; }
#pragma omp declare variant(host_f) match(device={kind(host)})
int g(int x) { return x; }
int h(void) { return f(1) + g(1); }
// expect: 2:43: error: the context selector set 'implementation' of '#pragma omp declare variant' is not supported yet: the host compiler (gcc) and clang-19 answer it differently
