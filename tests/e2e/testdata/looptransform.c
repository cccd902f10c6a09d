/* Loop transformations and hints in device code: unroll (full, partial,
 * plain), a tile of one loop, unroll of a tiled loop and nothing,
 * in a target region, a parallel loop and declare target functions
 * (one with a simd loop). Each loop carries a recurrence whose value depends on the
 * order of its iterations, so running them in another order is seen. */
#include <stdio.h>

#define N 64

#pragma omp declare target
static unsigned mix(unsigned h, int n) {
#pragma omp unroll partial(3)
  for (int i = 0; i < n; i++)
    h = h * 31u + (unsigned)i;
#pragma omp nothing
  return h;
}

static long sum_sq(int n) {
  long s = 0;
#pragma omp simd reduction(+: s)
  for (int i = 0; i < n; i++)
    s += (long)i * i;
  return s;
}
#pragma omp end declare target

static unsigned mix_host(unsigned h, int n) {
  for (int i = 0; i < n; i++)
    h = h * 31u + (unsigned)i;
  return h;
}

int main(void) {
  int failures = 0;
  unsigned r[6] = {0};
  long sq = 0;
  int n = 37;

#pragma omp target map(tofrom: r, sq) firstprivate(n)
  {
    unsigned h = 7;
#pragma omp unroll full
    for (int i = 0; i < 8; i++)
      h = h * 5u + (unsigned)i;
    r[0] = h;

    h = 11;
#pragma omp unroll partial(4)
    for (int i = 0; i < n; i++)
      h = (h ^ (unsigned)i) * 2654435761u;
    r[1] = h;

    h = 3;
#pragma omp tile sizes(5)
    for (int i = 0; i < n; i++)
      h = h * 7u + (unsigned)(i * i);
    r[2] = h;

    h = 1;
#pragma omp unroll partial(2)
#pragma omp tile sizes(3)
    for (int i = 0; i < n; i++)
      h = h * 3u + (unsigned)i;
    r[3] = h;

#pragma omp nothing
    {
#pragma omp unroll
      for (int i = 0; i < 4; i++)
        r[4] = r[4] * 10u + (unsigned)i;
    }
    r[5] = mix(5, n);
    sq = sum_sq(n);
  }

  unsigned want[6];
  unsigned h = 7;
  for (int i = 0; i < 8; i++)
    h = h * 5u + (unsigned)i;
  want[0] = h;
  h = 11;
  for (int i = 0; i < n; i++)
    h = (h ^ (unsigned)i) * 2654435761u;
  want[1] = h;
  h = 3;
  for (int i = 0; i < n; i++)
    h = h * 7u + (unsigned)(i * i);
  want[2] = h;
  h = 1;
  for (int i = 0; i < n; i++)
    h = h * 3u + (unsigned)i;
  want[3] = h;
  want[4] = 123;
  want[5] = mix_host(5, n);
  printf("sq=%ld\n", sq);
  if (sq != (long)(n - 1) * n * (2 * n - 1) / 6) {
    printf("FAIL sq\n");
    failures++;
  }
  for (int k = 0; k < 6; k++) {
    printf("r[%d]=%u\n", k, r[k]);
    if (r[k] != want[k]) {
      printf("FAIL r[%d]: want %u\n", k, want[k]);
      failures++;
    }
  }

  /* Each thread of a parallel region runs its own unrolled loop. */
  unsigned per[N];
#pragma omp target teams distribute parallel for map(from: per)
  for (int t = 0; t < N; t++) {
    unsigned v = (unsigned)t;
#pragma omp unroll partial(8)
    for (int i = 0; i < t; i++)
      v = v * 13u + (unsigned)i;
    per[t] = v;
  }
  int bad = 0;
  for (int t = 0; t < N; t++) {
    unsigned v = (unsigned)t;
    for (int i = 0; i < t; i++)
      v = v * 13u + (unsigned)i;
    if (per[t] != v)
      bad++;
  }
  printf("parallel loop: bad=%d\n", bad);
  failures += bad != 0;

  if (failures)
    return 1;
  printf("PASS looptransform\n");
  return 0;
}
