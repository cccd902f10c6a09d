#pragma omp declare target
int g;
void clear(double *a, int n) {
  #pragma omp for private(nope) firstprivate(n, g) schedule(static, 4) nowait
  for (int i = 0; i < n; i++) a[i] = g;
}
#pragma omp end declare target
// expect: 4:27: error: 'nope' in clause 'private' is not a variable in scope
// expect: 4:46: error: 'n' in 'firstprivate' must be shared in the team the loop binds to; a variable local to the function is private to each of its threads
