/* Bit tricks in kernels, as codes write them with GCC's builtins: a
 * likely()/unlikely() pair of macros, a segmented sieve on 64-bit words
 * counted with __builtin_popcountll, the lowest set bits found with
 * __builtin_ctz(ll), leading zeros for integer logarithms, parity and
 * byte swaps for a checksum, and __builtin_assume_aligned (whose void *
 * C converts implicitly) and __builtin_prefetch on a buffer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define NBITS (1 << 16)
#define NW (NBITS / 64)

#pragma omp declare target
static inline int ilog2u(unsigned x) { return 31 - __builtin_clz(x | 1u); }
static inline int ilog2ul(unsigned long x) { return 63 - __builtin_clzl(x | 1ul); }
static inline uint32_t mix(uint32_t v) { return __builtin_bswap32(v * 2654435761u) ^ (uint32_t)__builtin_parity(v); }
#pragma omp end declare target

int main(void) {
  uint64_t *comp = aligned_alloc(64, sizeof(uint64_t) * NW);
  for (int w = 0; w < NW; w++) comp[w] = 0;
  comp[0] = 3; /* 0 and 1 are not prime */
  /* mark composites: one iteration per candidate factor */
#pragma omp target teams distribute parallel for map(tofrom: comp[0:NW]) schedule(static, 1)
  for (int p = 2; p < 256; p++) {
    for (int m = p * p; m < NBITS; m += p) {
#pragma omp atomic update
      comp[m >> 6] |= 1ull << (m & 63);
    }
  }
  long primes = 0, lowsum = 0;
  int maxlog = 0;
#pragma omp target teams distribute parallel for map(to: comp[0:NW]) reduction(+: primes, lowsum) reduction(max: maxlog)
  for (int w = 0; w < NW; w++) {
    const uint64_t *c = __builtin_assume_aligned(comp, 64);
    __builtin_prefetch(c + w + 1, 0, 1);
    uint64_t pr = ~c[w];
    primes += __builtin_popcountll(pr);
    if (likely(pr != 0)) {
      int low = __builtin_ctzll(pr);
      lowsum += w * 64 + low;
      int lg = ilog2ul((unsigned long)(w * 64 + low));
      if (lg > maxlog) maxlog = lg;
    }
    if (unlikely(w == 0)) lowsum += __builtin_ffsll((long long)pr) * 1000;
  }
  printf("sieve: primes<%d=%ld lowsum=%ld maxlog=%d\n", NBITS, primes, lowsum, maxlog);

  unsigned hist[33] = {0};
  uint32_t ck = 0;
  unsigned long ck64 = 0;
#pragma omp target teams distribute parallel for map(tofrom: hist) reduction(^: ck, ck64)
  for (unsigned i = 1; i < 100000; i++) {
    int b = ilog2u(i);
    if (b > 32) __builtin_unreachable();
#pragma omp atomic
    hist[b]++;
    ck ^= mix(i) + (uint32_t)__builtin_ctz(i) + (uint32_t)__builtin_popcount(i) + (uint32_t)__builtin_ffs((int)i);
    ck64 ^= __builtin_bswap64((unsigned long)i * 0x9E3779B97F4A7C15ul) + (unsigned long)__builtin_parityll(i) +
            (unsigned long)__builtin_popcountl(i) + __builtin_bswap16((uint16_t)i) + (unsigned long)__builtin_ctzl(i) +
            (unsigned long)__builtin_parityl(i) + (unsigned long)__builtin_clzll(i) + (unsigned long)__builtin_ffsl((long)i);
  }
  printf("logs:");
  for (int b = 0; b < 17; b++) printf(" %u", hist[b]);
  printf("\nchecksums: %08x %016lx\n", ck, ck64);
  free(comp);
  printf("PASS happ_bitset\n");
  return 0;
}
