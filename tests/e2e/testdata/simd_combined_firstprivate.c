/* firstprivate on the combined and composite simd constructs, where it
 * belongs to their other leaf (OpenMP 5.2 gives simd itself none):
 * target simd, target parallel for simd, target teams distribute
 * parallel for simd, and nested in target regions parallel for simd,
 * for simd in a parallel region, distribute simd in a teams region.
 * Items the body only reads have the original's value, items written
 * before they are read in every iteration the iteration's own, and the
 * originals keep their values. Checked against the host. */
#include <stdio.h>
#include <omp.h>
#define N 40
int main(void) {
  int fails = 0, ok;
  int v[N];
  for (int i = 0; i < N; i++) v[i] = i % 9 - 4;
  int sv = 0, sq = 0;
  for (int i = 0; i < N; i++) sv += v[i], sq += v[i] * v[i];

  /* 1: target simd: f read only, t written before it is read. */
  int f = 3, t = -7, r1 = 0, o1[N];
#pragma omp target simd firstprivate(f, t) reduction(+: r1) map(to: v) map(tofrom: r1) map(from: o1)
  for (int j = 0; j < N; j++) {
    t = v[j] * v[j];
    r1 += f * v[j] + t;
    o1[j] = t - f;
  }
  ok = r1 == 3 * sv + sq && f == 3 && t == -7;
  for (int j = 0; j < N; j++) ok &= o1[j] == v[j] * v[j] - 3;
  printf("1: target_simd=%d\n", ok);
  fails += !ok;

  /* 2: the combined parallel forms. */
  int r2 = 0, r3 = 0, o2[N];
#pragma omp target parallel for simd firstprivate(f, t) reduction(+: r2) num_threads(4) map(to: v) map(tofrom: r2) map(from: o2)
  for (int j = 0; j < N; j++) {
    t = v[j] + f;
    r2 += t;
    o2[j] = t * 2;
  }
#pragma omp target teams distribute parallel for simd firstprivate(f) reduction(+: r3) num_teams(2) map(to: v) map(tofrom: r3)
  for (int j = 0; j < N; j++) r3 += f * f - v[j];
  ok = r2 == sv + 3 * N && r3 == 9 * N - sv && t == -7;
  for (int j = 0; j < N; j++) ok &= o2[j] == 2 * (v[j] + 3);
  printf("2: combined=%d\n", ok);
  fails += !ok;

  /* 3: nested in target regions: parallel for simd beside code,
   * for simd in a parallel region, distribute simd in a teams region. */
  int r4 = 0, r5 = 0, r6 = 0, pre = 0;
#pragma omp target map(to: v) map(tofrom: r4, f, t, pre)
  {
    pre = f + 1;
#pragma omp parallel for simd firstprivate(f, t) reduction(+: r4) num_threads(3)
    for (int j = 0; j < N; j++) {
      t = f - v[j];
      r4 += t;
    }
  }
#pragma omp target parallel num_threads(2) map(to: v) map(tofrom: r5)
  {
#pragma omp for simd firstprivate(f) reduction(+: r5)
    for (int j = 0; j < N; j++) r5 += f + 2 * v[j];
  }
#pragma omp target teams num_teams(3) map(to: v) map(tofrom: r6)
  {
#pragma omp distribute simd firstprivate(f) reduction(+: r6)
    for (int j = 0; j < N; j++) r6 += f * v[j] - 1;
  }
  ok = pre == 4 && r4 == 3 * N - sv && r5 == 3 * N + 2 * sv && r6 == 3 * sv - N && f == 3 && t == -7;
  printf("3: nested=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL simd_combined_firstprivate\n");
    return 1;
  }
  printf("PASS simd_combined_firstprivate\n");
  return 0;
}
