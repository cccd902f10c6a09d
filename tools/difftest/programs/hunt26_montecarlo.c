/* Differential program (against clang-19): Monte-Carlo kernels with
 * per-thread random number state, the way published examples write them:
 * an xorshift state array indexed by a global thread id computed from
 * omp_get_team_num/omp_get_thread_num (each id seeds its own stream and
 * draws a fixed number of samples, so the result does not depend on the
 * schedule), a counter-based generator hashed from the iteration number
 * in a combined loop with a reduction, a random walk per particle with a
 * struct state in a declare target function, and the states written
 * back and checked on the host. */
#include "hunt26_harness.h"
#include <stdint.h>
#define STREAMS 64
#define DRAWS 2000
#define SAMPLES 100000

typedef struct { uint64_t s; unsigned draws; } rng_t;

#pragma omp declare target
static inline uint64_t xorshift64(uint64_t *s) {
  uint64_t x = *s;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  *s = x;
  return x;
}
static inline uint32_t hash32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}
static int walk(rng_t *r, int steps) {
  int pos = 0;
  for (int i = 0; i < steps; i++) {
    pos += (xorshift64(&r->s) >> 63) ? 1 : -1;
    r->draws++;
  }
  return pos;
}
#pragma omp end declare target

int main(void) {
  printf("offloading %d\n", h26_offloading());
  uint64_t state[STREAMS];
  long hits[STREAMS];
  for (int i = 0; i < STREAMS; i++) { state[i] = 0x9E3779B97F4A7C15ULL * (i + 1); hits[i] = 0; }
#pragma omp target teams num_teams(4) thread_limit(16) map(tofrom: state, hits)
#pragma omp parallel
  {
    int id = omp_get_team_num() * omp_get_num_threads() + omp_get_thread_num();
    int nt = omp_get_num_teams() * omp_get_num_threads();
    for (int sid = id; sid < STREAMS; sid += nt) {
      uint64_t s = state[sid];
      long h = 0;
      for (int d = 0; d < DRAWS; d++) {
        double x = (xorshift64(&s) >> 11) * 0x1.0p-53;
        double y = (xorshift64(&s) >> 11) * 0x1.0p-53;
        h += x * x + y * y <= 1.0;
      }
      state[sid] = s;
      hits[sid] = h;
    }
  }
  long total = 0;
  uint64_t mix = 0;
  for (int i = 0; i < STREAMS; i++) { total += hits[i]; mix ^= state[i] + i; }
  printf("streams: hits %ld pi~%.4f mix %016llx\n", total, 4.0 * total / (STREAMS * (double)DRAWS), (unsigned long long)mix);

  long inside = 0;
  double sumsq = 0;
#pragma omp target teams distribute parallel for reduction(+: inside) reduction(+: sumsq)
  for (int i = 0; i < SAMPLES; i++) {
    uint32_t a = hash32(2 * i), b = hash32(2 * i + 1);
    int xi = (int)(a % 1024) - 512, yi = (int)(b % 1024) - 512;
    if (xi * xi + yi * yi < 512 * 512) inside++;
    sumsq += (double)((a & 255) * (b & 255));
  }
  printf("counter: inside %ld sumsq %.0f\n", inside, sumsq);

  rng_t walkers[32];
  int final[32];
  for (int p = 0; p < 32; p++) { walkers[p].s = 88172645463325252ULL ^ (uint64_t)p * 2654435761U; walkers[p].draws = 0; }
#pragma omp target teams distribute parallel for map(tofrom: walkers) map(from: final)
  for (int p = 0; p < 32; p++) final[p] = walk(&walkers[p], 100 + p);
  long dsum = 0, psum = 0, pabs = 0;
  for (int p = 0; p < 32; p++) { dsum += walkers[p].draws; psum += final[p]; pabs += final[p] < 0 ? -final[p] : final[p]; }
  printf("walk: draws %ld sum %ld abs %ld w7 %d w31 %d\n", dsum, psum, pabs, final[7], final[31]);
  return 0;
}
