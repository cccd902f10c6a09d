/* Schedule modifiers (monotonic, nonmonotonic, simd) on loop constructs
 * in target regions: they constrain only the order and size of the
 * chunks a thread takes, so every loop computes what it computes
 * without them. */
#include <stdio.h>
#define N 103
int main(void) {
  int fails = 0;
  int a[N] = {0};
  long s1 = 0, s2 = 0, s3 = 0;
  int last = -1;
#pragma omp target teams distribute parallel for schedule(nonmonotonic: dynamic, 4) reduction(+: s1) map(tofrom: a)
  for (int i = 0; i < N; i++) { a[i] += 1; s1 += i; }
#pragma omp target parallel for schedule(monotonic: static, 3) lastprivate(last) map(tofrom: a, last)
  for (int i = 0; i < N; i++) { a[i] += 2; last = i * 2; }
#pragma omp target teams distribute parallel for simd schedule(simd: static) reduction(+: s2) map(tofrom: a)
  for (int i = 0; i < N; i++) { a[i] += 4; s2 += a[i]; }
#pragma omp target parallel for schedule(monotonic, simd: guided) reduction(+: s3) map(tofrom: a)
  for (int i = N - 1; i >= 0; i -= 2) { a[i] += 8; s3 += i; }
#pragma omp target map(tofrom: a)
  {
    a[0] += 100;
#pragma omp parallel for schedule(monotonic: static)
    for (int i = 0; i < N; i++) a[i] += 16;
  }
  long sa = 0;
  for (int i = 0; i < N; i++) sa += (long)a[i] * (i + 1);
  printf("s1=%ld s2=%ld s3=%ld last=%d sa=%ld\n", s1, s2, s3, last, sa);
  long want_sa = 0;
  for (int i = 0; i < N; i++) want_sa += (long)(23 + (i % 2 == 0 ? 8 : 0) + (i == 0 ? 100 : 0)) * (i + 1);
  if (s1 != 5253 || s2 != 7 * N || s3 != 2652 || last != 204 || sa != want_sa) fails++;
  if (fails) {
    printf("FAIL schedmodifiers\n");
    return 1;
  }
  printf("PASS schedmodifiers\n");
  return 0;
}
