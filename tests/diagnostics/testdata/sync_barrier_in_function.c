#pragma omp declare target
void g(int *a) {
  a[0] = 1;
  #pragma omp barrier
  a[1] = a[0];
}
#pragma omp end declare target
// expect: 4:11: error: '#pragma omp barrier' in declare target function 'g' is not supported yet (the team it binds to is the caller's)
