#pragma omp declare target
void f(int *a, int n) {
  static int i;
  #pragma omp taskloop
  for (i = 0; i < n; i++) a[i] = i;
}
#pragma omp end declare target
// expect: 5:3: error: the variable of loop 1 of '#pragma omp taskloop' in a target region must be a local variable of automatic storage; others are not supported yet
