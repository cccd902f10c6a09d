/* Differential program (against clang-19): histograms and binning as
 * published offload kernels write them: a global histogram by atomic
 * update from a combined loop, per-team private histograms in the team's
 * local array merged by atomics, a histogram as an array-section
 * reduction, atomic capture to hand out slots of an output list (a
 * bucket sort's scatter, checked for content not order), atomic
 * min/max through compare, and a 2-D histogram of a struct member. */
#include "hunt26_harness.h"
#define N 20000
#define BINS 32

typedef struct { float x, y; int w; } sample_t;

int main(void) {
  printf("offloading %d\n", h26_offloading());
  static int data[N];
  for (int i = 0; i < N; i++) data[i] = (i * 7919 + (i >> 3) * 31) % 1000;
  int hist[BINS] = {0};
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist)
  for (int i = 0; i < N; i++) {
    int b = data[i] * BINS / 1000;
#pragma omp atomic update
    hist[b] += 1;
  }
  int h2[BINS] = {0};
#pragma omp target teams num_teams(8) map(to: data) map(tofrom: h2)
  {
    int local[BINS];
    for (int b = 0; b < BINS; b++) local[b] = 0;
#pragma omp distribute
    for (int i = 0; i < N; i++) local[data[i] % BINS]++;
    for (int b = 0; b < BINS; b++) {
#pragma omp atomic
      h2[b] += local[b];
    }
  }
  int h3[BINS] = {0};
#pragma omp target teams distribute parallel for map(to: data) reduction(+: h3[0:BINS])
  for (int i = 0; i < N; i++) h3[(data[i] / 7) % BINS] += 2;
  long c1 = 0, c2 = 0, c3 = 0;
  for (int b = 0; b < BINS; b++) { c1 += (long)hist[b] * (b + 1); c2 += (long)h2[b] * (b + 3); c3 += (long)h3[b] * (b + 5); }
  printf("hist %ld %d %d | %ld %d | %ld %d\n", c1, hist[0], hist[31], c2, h2[5], c3, h3[9]);

  /* scatter the multiples of 3 into a list by atomic capture */
  static int list[N];
  int count = 0;
#pragma omp target teams distribute parallel for map(to: data) map(from: list[0:N]) map(tofrom: count)
  for (int i = 0; i < N; i++) {
    if (data[i] % 3 == 0) {
      int slot;
#pragma omp atomic capture
      slot = count++;
      list[slot] = data[i];
    }
  }
  long lsum = 0;
  for (int i = 0; i < count; i++) lsum += list[i];
  long want = 0, wc = 0;
  for (int i = 0; i < N; i++) if (data[i] % 3 == 0) { want += data[i]; wc++; }
  printf("scatter %d %ld (%ld %ld)\n", count, lsum, wc, want);

  int mn = 1 << 30, mx = -1;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: mn, mx)
  for (int i = 1; i < N; i += 3) {
    int v = data[i] * 3 - i % 17;
#pragma omp atomic compare
    if (v < mn) { mn = v; }
#pragma omp atomic compare
    if (v > mx) { mx = v; }
  }
  printf("minmax %d %d\n", mn, mx);

  static sample_t s[N];
  for (int i = 0; i < N; i++) { s[i].x = (i % 97) / 97.0f; s[i].y = (i % 89) / 89.0f; s[i].w = 1 + i % 4; }
  static int grid[8][8];
#pragma omp target teams distribute parallel for map(to: s) map(tofrom: grid)
  for (int i = 0; i < N; i++) {
    int gx = (int)(s[i].x * 8), gy = (int)(s[i].y * 8);
#pragma omp atomic
    grid[gy][gx] += s[i].w;
  }
  long g = 0;
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++) g = g * 3 + grid[y][x] % 1000;
  printf("grid %ld %d %d\n", g, grid[0][0], grid[7][7]);
  return 0;
}
