void f(int *a, int n) {
  #pragma omp target map(from: a[0:n])
  {
    #pragma omp metadirective when(user={condition(n > 100)}: parallel for) default(simd)
    for (int i = 0; i < n; i++) a[i] = i;
    #pragma omp metadirective when(implementation={vendor(llvm)}: parallel for) otherwise(simd)
    for (int i = 0; i < n; i++) a[i] += i;
    #pragma omp metadirective when(device={kind(gpu)}: parallel for) when(user={condition(1)}: simd)
    for (int i = 0; i < n; i++) a[i] += i;
  }
}
// expect: 4:42: error: a metadirective condition inside a target region must be an integer constant expression (a dynamic condition is not supported yet)
// expect: 6:52: error: the context selector 'implementation={vendor...}' of a metadirective inside a target region is not supported yet (device={kind(...), arch(...)}, construct={...} and user={condition(constant)} are)
// expect: 8:70: error: several 'when' clauses of this metadirective match in device code with different variants; their scores are not computed yet
