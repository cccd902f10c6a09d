#pragma omp declare target
void g(int *a) {
  #pragma omp sections
  {
    #pragma omp section
    a[0] = 1;
    #pragma omp section
    a[1] = 2;
  }
}
#pragma omp end declare target
// expect: 3:11: error: '#pragma omp sections' without 'nowait' in declare target function 'g' is not supported yet (the team it binds to is the caller's)
