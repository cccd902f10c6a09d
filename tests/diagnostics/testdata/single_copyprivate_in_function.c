#pragma omp declare target
int shared_g;
int g(int *a) {
  static int s;
  int x[2];
  #pragma omp single copyprivate(shared_g)
  shared_g = a[0];
  #pragma omp single copyprivate(s)
  s = a[0];
  #pragma omp single copyprivate(x)
  x[0] = a[0];
  return x[0] + s;
}
#pragma omp end declare target
// expect: 6:34: error: 'shared_g' in 'copyprivate' must be private in the team the single binds to; a variable of static storage duration is shared by its threads
// expect: 8:34: error: 's' in 'copyprivate' must be private in the team the single binds to; a variable of static storage duration is shared by its threads
// expect: 10:34: error: 'x' in 'copyprivate' in a declare target function is not supported yet (scalar variables only)
