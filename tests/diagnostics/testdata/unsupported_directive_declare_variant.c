#pragma omp declare variant(g) match(device={kind(gpu)})
int f(void) { return 0; }
// expect: 1:9: error: '#pragma omp declare variant' is not supported yet
