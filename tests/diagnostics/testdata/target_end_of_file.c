int main(void) { return 0; }
#pragma omp target teams distribute parallel for
// expect: 2:9: error: '#pragma omp target teams distribute parallel for' must be followed by a statement inside a function
