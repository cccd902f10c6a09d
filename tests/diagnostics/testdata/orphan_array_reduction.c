#pragma omp declare target
int h2[2][3], h[4];
int pick(int k) { return k; }
void f(int *p, int n) {
  int loc[3];
  #pragma omp for reduction(-: p[1:])
  for (int i = 0; i < n; i++) p[i]++;
  #pragma omp for reduction(+: h2, loc)
  for (int i = 0; i < n; i++) loc[0]++;
  #pragma omp for reduction(+: p[pick(1):2]) private(h) reduction(max: h)
  for (int i = 0; i < n; i++) p[1]++;
}
#pragma omp end declare target
// expect: 6:33: error: 'p[1:]' in 'reduction' needs the section's length
// expect: 8:32: error: 'h2' in 'reduction' on '#pragma omp for' in a declare target function is not supported yet (one-dimensional arrays and sections of arithmetic elements)
// expect: 8:36: error: reduction variable must be shared
// expect: 10:33: error: a call of 'pick' in the section of 'p' in 'reduction' is not supported yet (compute the value in a variable before the loop)
// expect: 10:72: error: 'h' appears in more than one data-sharing clause of '#pragma omp for'
