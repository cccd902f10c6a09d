#pragma omp requires unified_memory
int main(void) { return 0; }
// expect: 1:22: error: unknown clause 'unified_memory' on '#pragma omp requires'
