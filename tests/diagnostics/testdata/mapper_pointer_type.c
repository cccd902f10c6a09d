typedef double *DP;
#pragma omp declare mapper(DP d) map(d[0:1])
int main(void) { return 0; }
// expect: 2:28: error: the type of a mapper must be a struct or union; 'DP' is 'double *'
