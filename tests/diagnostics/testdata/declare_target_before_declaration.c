#pragma omp declare target(g)
int g;
int main(void) { return 0; }
// expect: 1:28: error: 'g' in '#pragma omp declare target' is not declared before the directive
