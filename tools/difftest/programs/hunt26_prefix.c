/* Differential program (against clang-19): prefix sums as applications
 * write them: an exclusive scan with a `parallel for
 * reduction(inscan, +: ...)` and `scan exclusive` in a target region, an
 * inclusive scan of doubles in a `parallel for simd` there, the three-phase block scan of
 * GPU codes (per-team block sums, a scan of the block sums in one
 * region, a second pass adding each block's offset) over teams and
 * distribute, and a radix-sort pass on integer keys built from those
 * scans (counts, offsets, stable scatter in one thread per digit). */
#include "hunt26_harness.h"
#define N 4096
#define BLOCKS 16

int main(void) {
  printf("offloading %d\n", h26_offloading());
  static int in[N], ex[N];
  for (int i = 0; i < N; i++) in[i] = (i * 13 + 5) % 10;
  int run = 0;
#pragma omp target map(to: in) map(from: ex) map(tofrom: run)
#pragma omp parallel for reduction(inscan, +: run)
  for (int i = 0; i < N; i++) {
    ex[i] = run;
#pragma omp scan exclusive(run)
    run += in[i];
  }
  printf("exclusive %d %d %d %d\n", ex[0], ex[1], ex[N - 1], run);

  static double d[N], inc[N];
  for (int i = 0; i < N; i++) d[i] = (i % 4) * 0.5;
  double acc = 0;
#pragma omp target map(to: d) map(from: inc) map(tofrom: acc)
#pragma omp parallel for simd reduction(inscan, +: acc)
  for (int i = 0; i < N; i++) {
    acc += d[i];
#pragma omp scan inclusive(acc)
    inc[i] = acc;
  }
  printf("inclusive %.1f %.1f %.1f\n", inc[0], inc[N / 2], inc[N - 1]);

  static long out[N];
  long blocksum[BLOCKS];
  const int bs = N / BLOCKS;
#pragma omp target data map(to: in) map(from: out) map(alloc: blocksum)
  {
#pragma omp target teams distribute num_teams(4)
    for (int b = 0; b < BLOCKS; b++) {
      long s = 0;
      for (int i = b * bs; i < (b + 1) * bs; i++) {
        s += in[i];
        out[i] = s;
      }
      blocksum[b] = s;
    }
#pragma omp target
    {
      long s = 0;
      for (int b = 0; b < BLOCKS; b++) {
        long t = blocksum[b];
        blocksum[b] = s;
        s += t;
      }
    }
#pragma omp target teams distribute parallel for collapse(2)
    for (int b = 0; b < BLOCKS; b++)
      for (int i = 0; i < bs; i++) out[b * bs + i] += blocksum[b];
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += out[i] != ex[i] + in[i];
  printf("block scan bad %d last %ld\n", bad, out[N - 1]);

  /* one LSD radix pass per 4-bit digit over 16-bit keys */
  static unsigned keys[N], tmp[N];
  for (int i = 0; i < N; i++) keys[i] = (unsigned)(i * 40503u) & 0xffffu;
#pragma omp target data map(tofrom: keys) map(alloc: tmp)
  for (int shift = 0; shift < 16; shift += 4) {
    int count[16] = {0}, offset[16];
#pragma omp target teams distribute parallel for reduction(+: count[0:16]) firstprivate(shift)
    for (int i = 0; i < N; i++) count[(keys[i] >> shift) & 15]++;
    offset[0] = 0;
    for (int k = 1; k < 16; k++) offset[k] = offset[k - 1] + count[k - 1];
#pragma omp target teams distribute parallel for map(to: offset) firstprivate(shift)
    for (int dgt = 0; dgt < 16; dgt++) {
      int o = offset[dgt];
      for (int i = 0; i < N; i++)
        if (((keys[i] >> shift) & 15) == (unsigned)dgt) tmp[o++] = keys[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) keys[i] = tmp[i];
  }
  int sorted = 1;
  for (int i = 1; i < N; i++) sorted &= keys[i - 1] <= keys[i];
  printf("radix sorted %d first %u last %u mid %u\n", sorted, keys[0], keys[N - 1], keys[N / 2]);
  return 0;
}
