/* clang-19 takes an 'atomic compare' if statement without braces; OpenMP's
 * grammar has them, and gcc, which compiles the host code, requires them. */
void f(int *a, int n, int v) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp atomic compare
    if (a[0] < v) a[0] = v;
  }
}
// expect: 7:19: error: the assignment of an 'atomic compare' if statement must be in braces: 'if (...) { x = ...; }' (OpenMP 5.2 requires them)
