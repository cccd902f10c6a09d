#pragma omp requires unified_shared_memory
int main(void) { return 0; }
// expect: 1:9: error: '#pragma omp requires' is not supported yet
