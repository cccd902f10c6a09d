#pragma omp declare target
int g;
void clear(double *a, int n) {
  #pragma omp for private(nope) firstprivate(n, g) schedule(static, 4) nowait
  for (int i = 0; i < n; i++) a[i] = g;
}
const int k = 3;
const double kt[2] = {1, 2};
void fill(double *a, int n) {
  #pragma omp for private(k, kt) firstprivate(kt)
  for (int i = 0; i < n; i++) a[i] = k;
}
#pragma omp end declare target
// expect: 4:27: error: 'nope' in clause 'private' is not a variable in scope
// expect: 4:46: error: 'n' in 'firstprivate' must be shared in the team the loop binds to; a variable local to the function is private to each of its threads
// expect: 10:27: error: const-qualified variable 'k' cannot be private
// expect: 10:30: error: const-qualified variable 'kt' cannot be private
