/* lastprivate(conditional: x) on loop constructs of target regions: x
 * takes the value the sequentially last iteration that assigned it left,
 * or keeps its value when no iteration assigned it. Combined constructs
 * (target parallel for, target simd, target parallel for simd) and a
 * parallel loop that is all of a target region; several items, static
 * and dynamic schedules, ++, a plain lastprivate item beside a
 * conditional one. Each result is checked against a sequential run on
 * the host. lastprivate_conditional_spec.c has the cases where clang-19
 * computes something else. */
#include <stdio.h>

#define N 5000

int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;

  /* target parallel for: two items, one of them double. */
  int x = -1;
  double z = 0.5;
  #pragma omp target parallel for lastprivate(conditional: x, z) map(to: a) map(tofrom: x, z)
  for (int i = 0; i < N; i++) {
    if (a[i] == 3) x = i;
    if (a[i] > 1000) z = a[i] * 0.25;
  }
  int hx = -1;
  double hz = 0.5;
  for (int i = 0; i < N; i++) {
    if (a[i] == 3) hx = i;
    if (a[i] > 1000) hz = a[i] * 0.25;
  }
  printf("parallel for: x=%d z=%g\n", x, z);
  if (x != hx || z != hz) fails++;

  /* A dynamic schedule: lanes take chunks in any order. */
  long long s2 = 0;
  #pragma omp target parallel for schedule(dynamic, 7) lastprivate(conditional: s2) map(to: a) map(tofrom: s2)
  for (int i = N - 1; i >= 0; i -= 2)
    if (a[i] % 89 == 5) s2 = (long long)i * a[i];
  long long h2 = 0;
  for (int i = N - 1; i >= 0; i -= 2)
    if (a[i] % 89 == 5) h2 = (long long)i * a[i];
  printf("dynamic: s2=%lld\n", s2);
  if (s2 != h2) fails++;

  /* target simd with ++, and a plain lastprivate item beside. */
  int cnt = 100, lastv = 0;
  #pragma omp target simd lastprivate(conditional: cnt) lastprivate(lastv) map(to: a) map(tofrom: cnt, lastv)
  for (int i = 0; i < N; i++) {
    cnt = i;
    if (a[i] < 500) ++cnt;
    lastv = a[i];
  }
  printf("simd: cnt=%d lastv=%d\n", cnt, lastv);
  if (cnt != N - 1 + (a[N - 1] < 500) || lastv != a[N - 1]) fails++;

  /* target parallel for simd, unsigned char item. */
  unsigned char c = 9;
  #pragma omp target parallel for simd lastprivate(conditional: c) map(to: a) map(tofrom: c)
  for (int i = 0; i < N; i++)
    if (a[i] % 251 == 7) c = (unsigned char)(i & 0xff);
  unsigned char hc = 9;
  for (int i = 0; i < N; i++)
    if (a[i] % 251 == 7) hc = (unsigned char)(i & 0xff);
  printf("parallel for simd: c=%d\n", c);
  if (c != hc) fails++;

  /* A parallel loop that is all of a target region: x is firstprivate
   * to the region, so only the region sees the value; map it to see it
   * here. */
  int y = -3;
  #pragma omp target map(to: a) map(tofrom: y)
  #pragma omp parallel for lastprivate(conditional: y)
  for (int i = 0; i < N; i++)
    if (a[i] >= 1000) y = a[i] + i;
  int hy = -3;
  for (int i = 0; i < N; i++)
    if (a[i] >= 1000) hy = a[i] + i;
  printf("nested: y=%d\n", y);
  if (y != hy) fails++;

  if (fails) {
    printf("FAIL lastprivate_conditional (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_conditional\n");
  return 0;
}
