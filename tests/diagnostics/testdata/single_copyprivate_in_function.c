#pragma omp declare target
int g(int *a) {
  int x;
  #pragma omp single copyprivate(x)
  x = a[0];
  return x;
}
#pragma omp end declare target
// expect: 4:22: error: 'copyprivate' on '#pragma omp single' in declare target function 'g' is not supported yet (the team it binds to is the caller's)
