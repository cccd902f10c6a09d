typedef int I;
#pragma omp declare mapper(I i) map(i)
int main(void) { return 0; }
// expect: 2:28: error: the type of a mapper must be a struct or union; 'I' is 'int'
