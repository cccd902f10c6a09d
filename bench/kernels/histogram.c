/* Histogram of n keys into BINS bins with atomic increments: many threads
 * hit the same bin at once. */
#include "common.h"
#ifndef N
#define N (1 << 24)
#endif
#define BINS 256
int main(void) {
  long n = N;
  unsigned *key = malloc(sizeof(unsigned) * n);
  unsigned s = 12345u;
  for (long i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    key[i] = (s >> 8) % BINS;
  }
  int hist[BINS];
  double best = 1e30;
  for (int r = 0; r < REPS; r++) {
    for (int b = 0; b < BINS; b++) hist[b] = 0;
    double t0 = now();
#if defined(VARIANT_SPLIT)
#pragma omp target map(to: key[0:n]) map(tofrom: hist)
#pragma omp teams
#pragma omp distribute parallel for
    for (long i = 0; i < n; i++) {
#pragma omp atomic update
      hist[key[i]] += 1;
    }
#else
#pragma omp target teams distribute parallel for map(to: key[0:n]) map(tofrom: hist)
    for (long i = 0; i < n; i++) {
#pragma omp atomic update
      hist[key[i]] += 1;
    }
#endif
    double t = now() - t0;
    if (t < best) best = t;
  }
  long ref[BINS] = {0};
  for (long i = 0; i < n; i++) ref[key[i]]++;
  int bad = 0;
  for (int b = 0; b < BINS; b++) bad += hist[b] != ref[b];
  report("histogram", best, 4.0 * n, (double)n, bad);
  return bad != 0;
}
