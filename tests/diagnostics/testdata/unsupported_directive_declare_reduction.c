#pragma omp declare reduction(mymax: int: omp_out = omp_out > omp_in ? omp_out : omp_in)
int main(void) { return 0; }
// expect: 1:13: error: '#pragma omp declare reduction' is not supported yet
