// Host fallbacks whose text two rewrites touch: a simd loop in the body
// of a parallel loop with a linear item (the linear rewrite and the
// nested loop's own), and an atomic in a teams distribute parallel for
// simd loop nested in a target region (the host teams edits). Each runs
// offloaded and as its host fallback; the results are checked against
// sequential loops.
#include <stdio.h>

#define N 64

int main(void) {
  int a[N], b[N * 5];
  long ln = 3, want_ln = 3;
  long c = 0, want_c = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) a[i] = i % 7;
  for (int i = 0; i < N * 5; i++) b[i] = -1;

#pragma omp target parallel for map(to: a) map(tofrom: b, ln) linear(ln: 2)
  for (int i = 0; i < N; i++) {
    long v[5];
#pragma omp simd
    for (long j = 0; j <= 4; j += 1)
      v[j] = a[i] * (j + 1) + ln;
    for (int j = 0; j < 5; j++) b[i * 5 + j] = (int)v[j];
  }
  for (int i = 0; i < N; i++) {
    for (long j = 0; j <= 4; j += 1)
      bad += b[i * 5 + j] != (int)(a[i] * (j + 1) + want_ln + 2 * i);
  }
  // The original item gets the value of the last iteration.
  want_ln += 2 * (N - 1);
  bad += ln != want_ln;

#pragma omp target map(to: a) map(tofrom: c)
#pragma omp teams distribute parallel for simd num_teams(3) thread_limit(8)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    c += a[i] + 1;
  }
  for (int i = 0; i < N; i++) want_c += a[i] + 1;
  bad += c != want_c;

  printf("linear simd: ln %ld (want %ld); atomic in simd: %ld (want %ld)\n", ln, want_ln, c, want_c);
  if (bad) {
    printf("FAIL fallback_splices\n");
    return 1;
  }
  printf("PASS fallback_splices\n");
  return 0;
}
