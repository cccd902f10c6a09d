#pragma omp declare target
int last;
void find(const int *a, int n) {
  #pragma omp for lastprivate(conditional: last)
  for (int i = 0; i < n; i++) if (a[i] > 0) last = i;
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target parallel map(to: a[0:n]) map(tofrom: last)
  find(a, n);
}
// expect: 4:31: error: lastprivate modifier 'conditional' on an orphaned '#pragma omp for' in a declare target function is not supported yet (the host code gcc makes of it needs a libgomp feature LLVM's libomp lacks); put the loop in the parallel region
