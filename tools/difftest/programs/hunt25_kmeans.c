/* Differential program (against clang-19), a mini-app in the style of
 * published offload examples: k-means on integer points (exact
 * arithmetic), the assignment step a target teams distribute parallel
 * for writing one label per point, the update step array-section
 * reductions (reduction(+: sums[0:K*D], counts[0:K])) on a combined
 * construct and on distribute parallel for under a separate teams
 * directive, a centroid update on the device, and the iterations inside
 * one target data region with target update. */
#include <stdio.h>
#include <stdlib.h>
#define NP 600
#define K 5
#define D 3

int main(void) {
  int *pts = malloc(sizeof(int) * NP * D);
  int *label = malloc(sizeof(int) * NP);
  long cent[K * D];
  long sums[K * D];
  int counts[K];
  for (int p = 0; p < NP; p++)
    for (int d = 0; d < D; d++) pts[p * D + d] = ((p * 37 + d * 101) % 211) + (p % K) * 300 * (d + 1);
  for (int c = 0; c < K; c++)
    for (int d = 0; d < D; d++) cent[c * D + d] = pts[c * D + d];
  int changed = 1, iter = 0;
#pragma omp target data map(to: pts[0:NP * D]) map(alloc: label[0:NP]) map(tofrom: cent)
  {
#pragma omp target teams distribute parallel for
    for (int p = 0; p < NP; p++) label[p] = -1;
    while (changed && iter < 20) {
      changed = 0;
      iter++;
#pragma omp target teams distribute parallel for reduction(+: changed) map(tofrom: changed)
      for (int p = 0; p < NP; p++) {
        long best = -1;
        int bc = 0;
        for (int c = 0; c < K; c++) {
          long dist = 0;
          for (int d = 0; d < D; d++) {
            long t = pts[p * D + d] - cent[c * D + d];
            dist += t * t;
          }
          if (best < 0 || dist < best) { best = dist; bc = c; }
        }
        if (label[p] != bc) { changed += 1; label[p] = bc; }
      }
      for (int i = 0; i < K * D; i++) sums[i] = 0;
      for (int c = 0; c < K; c++) counts[c] = 0;
      if (iter % 2) {
#pragma omp target teams distribute parallel for reduction(+: sums[0:K * D], counts[0:K]) map(tofrom: sums, counts)
        for (int p = 0; p < NP; p++) {
          counts[label[p]] += 1;
          for (int d = 0; d < D; d++) sums[label[p] * D + d] += pts[p * D + d];
        }
      } else {
#pragma omp target teams num_teams(2) reduction(+: sums, counts) map(tofrom: sums, counts)
#pragma omp distribute parallel for reduction(+: sums, counts)
        for (int p = 0; p < NP; p++) {
          counts[label[p]]++;
          for (int d = 0; d < D; d++) sums[label[p] * D + d] += pts[p * D + d];
        }
      }
#pragma omp target map(to: sums, counts)
      for (int c = 0; c < K; c++)
        if (counts[c] > 0)
          for (int d = 0; d < D; d++) cent[c * D + d] = sums[c * D + d] / counts[c];
#pragma omp target update from(cent)
      printf("iter %d changed %d c0 %ld %ld %ld counts %d %d %d %d %d\n", iter, changed, cent[0], cent[1], cent[2],
             counts[0], counts[1], counts[2], counts[3], counts[4]);
    }
#pragma omp target update from(label[0:NP])
  }
  long h = 0;
  for (int p = 0; p < NP; p++) h = (h * 31 + label[p]) % 1000003;
  printf("iters %d labels %ld cent", iter, h);
  for (int i = 0; i < K * D; i++) printf(" %ld", cent[i]);
  printf("\n");
  free(pts);
  free(label);
  return 0;
}
