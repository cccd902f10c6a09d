double a[4];
#pragma omp target update to(a)
int main(void) { return 0; }
// expect: 2:9: error: '#pragma omp target update' must appear inside a function
