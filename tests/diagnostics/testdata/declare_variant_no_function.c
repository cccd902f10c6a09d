double g(double x);
#pragma omp declare variant(g) match(device={kind(gpu)})
int counter;
// expect: 2:9: error: '#pragma omp declare variant' must be followed by a function declaration or definition
