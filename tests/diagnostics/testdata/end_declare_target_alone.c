int g;
#pragma omp end declare target
int main(void) { return 0; }
// expect: 2:9: error: '#pragma omp end declare target' without a matching '#pragma omp declare target'
