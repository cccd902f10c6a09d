/* linear on orphaned worksharing loops: the forms still refused. */
#pragma omp declare target
int g;
double d;
void local(int *a, int n) {
  int loc = 0;
  #pragma omp for linear(loc: 2)
  for (int i = 0; i < n; i++) a[i] = loc;
}
void step(int *a, int n) {
  #pragma omp for linear(g: n)
  for (int i = 0; i < n; i++) a[i] = g;
}
void floating(int *a, int n) {
  #pragma omp for linear(d)
  for (int i = 0; i < n; i++) a[i] = 0;
}
void nest(int *a, int n) {
  #pragma omp for linear(g) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i] += g;
}
void index(int *a, int n) {
  #pragma omp for linear(g)
  for (g = 0; g < n; g++) a[g] = 0;
}
#pragma omp end declare target
// expect: 7:26: error: 'loc' in 'linear' on '#pragma omp for' in a declare target function is not supported yet: a variable local to the function is private to each thread of the team
// expect: 11:29: error: a linear step that is not an integer constant ('n') is not supported yet (in device code clang-19 crashes on it or ignores the step); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)
// expect: 15:26: error: 'd' in 'linear' on '#pragma omp for' in a declare target function must be a variable of integer type that is not const
// expect: 19:11: error: 'linear' with 'collapse' on '#pragma omp for' in a declare target function is not supported yet
// expect: 24:26: error: the iteration variable 'g' in 'linear' on '#pragma omp for' in a declare target function is not supported yet
