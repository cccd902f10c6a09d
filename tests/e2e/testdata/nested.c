/* Constructs nested in target regions: tightly nested ones combine into
 * the combined construct they spell; simd and loop forms; reductions of
 * nested constructs map nothing implicitly (firstprivate without a map). */
#include <stdio.h>
#define N 1000
int main(void) {
  double a[N], b[N];
  long s = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target map(to: a) map(from: b)
#pragma omp teams distribute parallel for
  for (int i = 0; i < N; i++) b[i] = 2 * a[i];
  printf("1: %g %g\n", b[1], b[N - 1]);
#pragma omp target map(tofrom: b)
  {
#pragma omp parallel for simd
    for (int i = 0; i < N; i++) b[i] += 1;
  }
  printf("2: %g %g\n", b[1], b[N - 1]);
#pragma omp target teams map(tofrom: b) map(tofrom: s) num_teams(4)
  {
#pragma omp distribute parallel for reduction(+: s)
    for (int i = 0; i < N; i++) s += (long)b[i];
  }
  printf("3: %ld\n", s);
#pragma omp target teams loop reduction(+: s2) map(to: a)
  for (int i = 0; i < N; i++) s2 += (long)a[i];
  printf("4: %ld\n", s2);
#pragma omp target simd reduction(+: s3) map(to: a)
  for (int i = 0; i < N; i++) s3 += (long)a[i] * 2;
  printf("5: %ld\n", s3);
#pragma omp target
#pragma omp parallel
#pragma omp for
  for (int i = 0; i < N; i++) b[i] = 3;
  printf("6: %g\n", b[7]);
#pragma omp target map(tofrom: b)
#pragma omp loop
  for (int i = 0; i < N; i++) b[i] = 4;
  printf("7: %g\n", b[7]);
#pragma omp target teams distribute simd map(tofrom: b) safelen(8)
  for (int i = 0; i < N; i++) b[i] = 5 + i;
  printf("8: %g\n", b[7]);
#pragma omp target parallel loop map(tofrom: b)
  for (int i = 0; i < N; i++) b[i] = 6 + i;
  printf("9: %g\n", b[7]);
  int ok = b[7] == 13 && s == 1000000 && s2 == 499500 && s3 == 999000;
  printf("%s nested\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
