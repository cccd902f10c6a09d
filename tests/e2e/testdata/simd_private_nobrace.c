/* private on simd and loop constructs nested in target regions whose
 * loop body is no block: the inner loop of a collapsed nest, or one
 * statement. */
#include <stdio.h>
#define N 24

#pragma omp declare target
static void fill(double *v, int n) {
  double t = -1.0;
#pragma omp simd private(t)
  for (int i = 0; i < n; i++) v[i] = (t = i * 0.5, t + 1.0);
  v[0] += t; /* the original is untouched: -1 */
}
#pragma omp end declare target

int main(void) {
  double cube[N][4][5], v[N];
  int t = -3, s = 7;
#pragma omp target teams distribute parallel for map(from: cube)
  for (int i = 0; i < N; i++) {
#pragma omp loop collapse(2) private(t)
    for (int a = 0; a < 4; a++)
      for (int b = 0; b < 5; b++) { t = a * 5 + b; cube[i][a][b] = i + 0.5 * t; }
  }
  long acc = 0;
#pragma omp target map(tofrom: acc, s, t)
  {
#pragma omp simd private(s) reduction(+: acc)
    for (int i = 0; i < N; i++) acc += (s = i % 4, s * 2);
#pragma omp simd collapse(2) private(t) reduction(+: acc)
    for (int a = 0; a < 3; a++)
      for (int b = 0; b < 3; b++)
        acc += (t = a * b, t);
  }
#pragma omp target map(from: v)
  fill(v, N);
  int errors = 0;
  for (int i = 0; i < N; i++) {
    for (int a = 0; a < 4; a++)
      for (int b = 0; b < 5; b++) errors += cube[i][a][b] != i + 0.5 * (a * 5 + b);
    errors += v[i] != i * 0.5 + 1.0 + (i == 0 ? -1.0 : 0.0);
  }
  long e = 0;
  for (int i = 0; i < N; i++) e += (i % 4) * 2;
  for (int a = 0; a < 3; a++) for (int b = 0; b < 3; b++) e += a * b;
  errors += acc != e || s != 7 || t != -3;
  printf("acc=%ld s=%d t=%d cube=%g v0=%g\n", acc, s, t, cube[5][3][4], v[0]);
  printf("%s simd_private_nobrace\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
