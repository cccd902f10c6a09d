/* Bucket sort of keys on the device: a histogram of bucket counts with
 * atomic updates, an exclusive scan of the counts in a single-thread
 * target region, slot allocation with atomic capture, and a per-bucket
 * insertion sort.  The result is checked and summarised on the host. */
#include <stdio.h>
#include <stdlib.h>

#define NK 5000
#define NB 37

#pragma omp declare target
static unsigned hash32(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU;
  x ^= x >> 15; x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}
static int bucket_of(unsigned key) { return (int)(((unsigned long long)key * NB) >> 32); }
#pragma omp end declare target

int main(void) {
  unsigned *key = malloc(sizeof(unsigned) * NK), *out = malloc(sizeof(unsigned) * NK);
  int count[NB], start[NB + 1], fill[NB];
  for (int b = 0; b < NB; b++) count[b] = 0;
#pragma omp target data map(alloc: key[0:NK]) map(from: out[0:NK]) map(tofrom: count) map(alloc: start, fill)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NK; i++) {
      key[i] = hash32((unsigned)i * 2654435761U + 12345U);
      int b = bucket_of(key[i]);
#pragma omp atomic update
      count[b]++;
    }
#pragma omp target
    {
      start[0] = 0;
      for (int b = 0; b < NB; b++) { start[b + 1] = start[b] + count[b]; fill[b] = 0; }
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NK; i++) {
      int b = bucket_of(key[i]), slot;
#pragma omp atomic capture
      slot = fill[b]++;
      out[start[b] + slot] = key[i];
    }
#pragma omp target teams distribute parallel for
    for (int b = 0; b < NB; b++)
      for (int i = start[b] + 1; i < start[b + 1]; i++) {
        unsigned v = out[i];
        int j = i - 1;
        while (j >= start[b] && out[j] > v) { out[j + 1] = out[j]; j--; }
        out[j + 1] = v;
      }
#pragma omp target update from(start)
  }
  int sorted = 1, total = 0, maxc = 0;
  unsigned long long sum = 0, wsum = 0;
  for (int i = 0; i < NK; i++) {
    if (i > 0 && out[i - 1] > out[i]) sorted = 0;
    sum += out[i];
    wsum += (unsigned long long)out[i] % 1000 * (i + 1);
  }
  for (int b = 0; b < NB; b++) { total += count[b]; if (count[b] > maxc) maxc = count[b]; }
  printf("bucket_sort: sorted=%d total=%d maxc=%d start[10]=%d\n", sorted, total, maxc, start[10]);
  printf("sum=%llu wsum=%llu first=%u last=%u\n", sum, wsum, out[0], out[NK - 1]);
  free(key); free(out);
  printf("PASS happ_bucket_sort\n");
  return 0;
}
