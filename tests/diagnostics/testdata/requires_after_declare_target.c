#pragma omp declare target
int g(int a) { return a + 1; }
#pragma omp end declare target
#pragma omp requires dynamic_allocators
int main(void) { return g(1) - 2; }
// expect: 4:22: error: '#pragma omp requires' with 'dynamic_allocators' must come before the unit's first '#pragma omp declare target'
// expect: 1:9: note: the first '#pragma omp declare target'
