#pragma omp declare target
int g;
int main(void) { return 0; }
// expect: 1:9: error: '#pragma omp declare target' is not closed by '#pragma omp end declare target'
