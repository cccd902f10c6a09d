#pragma omp begin declare target
int g;
int main(void) { return g; }
// expect: 1:9: error: '#pragma omp declare target' is not closed by '#pragma omp end declare target'
