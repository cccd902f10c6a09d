double a[4];
#pragma omp target data map(a)
int main(void) { return 0; }
// expect: 2:9: error: '#pragma omp target data' must be followed by a statement inside a function
