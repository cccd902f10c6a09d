/* K-means clustering of integer-valued 2-D points: assignment kernel with
 * the centroids read from a 2-D array, new sums through a reduction over
 * a 2-D array section and counts through a 1-D one, centroids updated on
 * the host, and an inertia reduction.  Coordinates are integers and the
 * sums are exact, so every order gives the same bits. */
#include <stdio.h>

#define NP 6000
#define K 5
#define D 2

int main(void) {
  static double pt[NP][D];
  static int asg[NP];
  double cen[K][D];
  for (int i = 0; i < NP; i++) {
    int c = i % K;
    pt[i][0] = (double)(c * 40 + (i * 13) % 23);
    pt[i][1] = (double)((c * 70) % 150 + (i * 7) % 29);
  }
  for (int k = 0; k < K; k++) { cen[k][0] = pt[k * 3][0]; cen[k][1] = pt[k * 3][1]; }
  int iters = 0, moved = 1;
#pragma omp target data map(to: pt) map(alloc: asg)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NP; i++) asg[i] = -1;
    while (moved && iters < 50) {
      double sum[K][D] = {{0}};
      long cnt[K] = {0};
      moved = 0;
#pragma omp target teams distribute parallel for map(to: cen) reduction(+: sum[0:K][0:D], cnt[0:K], moved)
      for (int i = 0; i < NP; i++) {
        int best = 0;
        double bd = 1e300;
        for (int k = 0; k < K; k++) {
          double dx = pt[i][0] - cen[k][0], dy = pt[i][1] - cen[k][1];
          double d = dx * dx + dy * dy;
          if (d < bd) { bd = d; best = k; }
        }
        if (asg[i] != best) { moved++; asg[i] = best; }
        sum[best][0] += pt[i][0];
        sum[best][1] += pt[i][1];
        cnt[best]++;
      }
      for (int k = 0; k < K; k++)
        if (cnt[k]) { cen[k][0] = sum[k][0] / cnt[k]; cen[k][1] = sum[k][1] / cnt[k]; }
      iters++;
    }
#pragma omp target update from(asg)
  }
  long sizes[K] = {0};
  for (int i = 0; i < NP; i++) sizes[asg[i]]++;
  printf("kmeans: iters=%d\n", iters);
  for (int k = 0; k < K; k++) printf("  c%d (%.4f, %.4f) n=%ld\n", k, cen[k][0], cen[k][1], sizes[k]);
  printf("PASS happ_kmeans\n");
  return 0;
}
