#pragma omp declare target(nothing)
int main(void) { return 0; }
// expect: 1:28: error: 'nothing' in '#pragma omp declare target' is not declared before the directive
