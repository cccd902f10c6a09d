/* histogram: bin a million pseudo-random samples on the device.
 *
 * Every iteration of the parallel loop adds one to the bin of its sample,
 * and many iterations hit the same bin at the same time: the increment is
 * an `atomic update`, without which counts would be lost. A second loop
 * keeps a running maximum with `atomic compare` (OpenMP 5.1), and the
 * total is a reduction. The host recomputes everything and compares the
 * counts exactly. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define SAMPLES (1 << 20)
#define BINS 64

/* A small deterministic generator (xorshift), so host and device agree. */
static unsigned next(unsigned *s) {
  unsigned x = *s;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return *s = x;
}

int main(void) {
  unsigned *samples = malloc(sizeof(unsigned) * SAMPLES);
  unsigned seed = 2463534242u;
  for (int i = 0; i < SAMPLES; i++) {
    /* Skewed towards the low bins so some bins are very hot. */
    unsigned r = next(&seed);
    samples[i] = (r % 1000u) < 600u ? r % 8u : r % 1000003u;
  }

  int hist[BINS] = {0};
  unsigned largest = 0;
  long total = 0;
#pragma omp target teams distribute parallel for map(to: samples[0:SAMPLES]) map(tofrom: hist, largest) \
    reduction(+: total)
  for (int i = 0; i < SAMPLES; i++) {
    unsigned v = samples[i];
#pragma omp atomic update
    hist[v % BINS] += 1;
#pragma omp atomic compare
    if (largest < v) { largest = v; }
    total += 1;
  }

  int ref[BINS] = {0};
  unsigned ref_largest = 0;
  for (int i = 0; i < SAMPLES; i++) {
    ref[samples[i] % BINS]++;
    if (samples[i] > ref_largest) ref_largest = samples[i];
  }
  int bad = 0;
  for (int b = 0; b < BINS; b++)
    if (hist[b] != ref[b]) bad++;
  printf("histogram: %d samples in %d bins, hottest bin %d, largest sample %u, %d bins differ from the host\n",
         SAMPLES, BINS, hist[0], largest, bad);
  free(samples);
  if (bad != 0 || largest != ref_largest || total != SAMPLES) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
