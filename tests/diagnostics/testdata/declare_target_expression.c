int g[4];
#pragma omp declare target(g[0])
int main(void) { return 0; }
// expect: 2:29: error: 'g[0]' in '#pragma omp declare target' must be a variable or function name
