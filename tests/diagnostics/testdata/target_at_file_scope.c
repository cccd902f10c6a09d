#pragma omp target
int main(void) { return 0; }
// expect: 1:9: error: '#pragma omp target' must be followed by a statement inside a function
