void f(int *a, int n) {
  #pragma omp metadirective when(user={condition(n > 100)}: target teams distribute parallel for map(from: a[0:n])) otherwise(parallel for)
  for (int i = 0; i < n; i++) a[i] = i;
}
// expect: 2:15: error: '#pragma omp metadirective' with a target variant is not supported yet; write the target construct itself (or an if clause on it)
