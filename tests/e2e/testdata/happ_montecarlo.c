/* Monte-Carlo estimates with a counter-based generator: every iteration
 * seeds a declare target LCG from its index (so the result does not
 * depend on the schedule), pi by darts with an unsigned long long
 * reduction, a 1-D random walk per lane with a histogram of end points
 * through an array-section reduction, and uint64_t/size_t loops. */
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#define NBIN 21

#pragma omp declare target
typedef struct { uint64_t s; } rng_t;
static inline uint32_t rng_next(rng_t *r) {
  r->s = r->s * 6364136223846793005ULL + 1442695040888963407ULL;
  return (uint32_t)(r->s >> 33);
}
static inline rng_t rng_seed(uint64_t id) {
  rng_t r = {id * 0x9E3779B97F4A7C15ULL ^ 0xD1B54A32D192ED03ULL};
  rng_next(&r);
  return r;
}
static inline double rng_unit(rng_t *r) { return rng_next(r) * (1.0 / 2147483648.0); }
#pragma omp end declare target

int main(void) {
  const size_t ndarts = 200000;
  unsigned long long hits = 0;
#pragma omp target teams distribute parallel for reduction(+: hits)
  for (size_t i = 0; i < ndarts; i++) {
    rng_t r = rng_seed(i);
    double x = rng_unit(&r), y = rng_unit(&r);
    hits += (x * x + y * y <= 1.0);
  }
  printf("pi: hits=%llu estimate=%.4f\n", hits, 4.0 * (double)hits / (double)ndarts);

  long hist[NBIN] = {0};
  int64_t far = 0;
  const int walkers = 4096, steps = 100;
#pragma omp target teams distribute parallel for reduction(+: hist[0:NBIN]) reduction(max: far)
  for (int w = 0; w < walkers; w++) {
    rng_t r = rng_seed(1000003ULL + (uint64_t)w);
    int64_t pos = 0;
    for (int s = 0; s < steps; s++) pos += (rng_next(&r) & 1u) ? 1 : -1;
    int64_t a = pos < 0 ? -pos : pos;
    if (a > far) far = a;
    int b = (int)(pos / 5) + NBIN / 2;
    if (b < 0) b = 0;
    if (b >= NBIN) b = NBIN - 1;
    hist[b]++;
  }
  long tot = 0;
  printf("walk: far=%lld hist:", (long long)far);
  for (int b = 0; b < NBIN; b++) { printf(" %ld", hist[b]); tot += hist[b]; }
  printf(" (total %ld)\n", tot);

  /* an integral of x^2 over [0,1] by stratified sampling in uint64_t */
  uint64_t acc = 0;
  const uint64_t strata = 1u << 14;
#pragma omp target teams distribute parallel for reduction(+: acc) map(tofrom: acc)
  for (uint64_t k = 0; k < strata; k++) {
    rng_t r = rng_seed(k ^ 0xABCDEFULL);
    double x = ((double)k + rng_unit(&r)) / (double)strata;
    acc += (uint64_t)(x * x * 1e6);
  }
  printf("integral: acc=%llu approx=%.5f\n", (unsigned long long)acc, (double)acc / 1e6 / (double)strata);
  printf("PASS happ_montecarlo\n");
  return 0;
}
