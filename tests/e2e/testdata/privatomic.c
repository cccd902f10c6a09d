/* Histograms whose atomic updates each team gathers in a copy of the
 * bins (privatized atomics, docs/device-code.md): int and unsigned long
 * long bins, ++, +=, -= and --, x = x + e, a dynamic schedule, indices
 * outside the kernel's mapped section (present through an enclosing
 * data region, updated in the array itself), and a region that also
 * reads the bins (which keeps the plain atomics). Every result is
 * compared with the same counts computed on the host. */
#include <stdio.h>
#define N 100000
#define BINS 256
static unsigned key[N];

static int check(const char *what, const long long *got, const long long *want, int n) {
  for (int b = 0; b < n; b++) {
    if (got[b] != want[b]) {
      printf("%s: bin %d is %lld, want %lld\n", what, b, got[b], want[b]);
      return 1;
    }
  }
  printf("%s ok\n", what);
  return 0;
}

int main(void) {
  int fails = 0;
  unsigned s = 2024u;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u;
    key[i] = s >> 9;
  }
  long long got[BINS], want[BINS];

  /* int bins, ++: the benchmark's shape. */
  int h[BINS];
  for (int b = 0; b < BINS; b++) h[b] = b; /* the counts add to what is there */
#pragma omp target teams distribute parallel for map(to: key) map(tofrom: h)
  for (int i = 0; i < N; i++) {
#pragma omp atomic update
    h[key[i] % BINS]++;
  }
  for (int b = 0; b < BINS; b++) want[b] = b, got[b] = h[b];
  for (int i = 0; i < N; i++) want[key[i] % BINS]++;
  fails += check("int ++", got, want, BINS);

  /* unsigned long long bins of a pointer section, += of a weight, and
   * x = x + e; a dynamic schedule. */
  unsigned long long w[100], *pw = w;
  for (int b = 0; b < 100; b++) w[b] = 1000000000000ull;
#pragma omp target teams distribute parallel for schedule(dynamic, 7) map(to: key) map(tofrom: pw[0:100])
  for (int i = 0; i < N; i++) {
    unsigned long long inc = key[i] & 0xffff;
    if (i % 2) {
#pragma omp atomic
      pw[key[i] % 100] += inc << 20;
    } else {
#pragma omp atomic
      pw[key[i] % 100] = pw[key[i] % 100] + inc;
    }
  }
  for (int b = 0; b < 100; b++) want[b] = 1000000000000ll, got[b] = (long long)w[b];
  for (int i = 0; i < N; i++) want[key[i] % 100] += (long long)(key[i] & 0xffff) << (i % 2 ? 20 : 0);
  fails += check("ull +=", got, want, 100);

  /* long bins, -= and --: the copies count down. */
  long d[64];
  for (int b = 0; b < 64; b++) d[b] = 5;
#pragma omp target teams distribute parallel for map(to: key) map(tofrom: d) num_teams(7) num_threads(96)
  for (int i = 0; i < N; i++) {
    if (key[i] & 1) {
#pragma omp atomic
      d[key[i] % 64]--;
    } else {
#pragma omp atomic
      d[key[i] % 64] -= 3;
    }
  }
  for (int b = 0; b < 64; b++) want[b] = 5, got[b] = d[b];
  for (int i = 0; i < N; i++) want[key[i] % 64] -= key[i] & 1 ? 1 : 3;
  fails += check("long -=", got, want, 64);

  /* The kernel maps 64 bins from the middle of the array; the data
   * region makes all of it present, so indices outside the section (and
   * negative ones through the pointer) are elements of it, which the
   * kernel updates in the array itself. */
  int all[BINS];
  int *mid = all + 128;
  for (int b = 0; b < BINS; b++) all[b] = 0;
#pragma omp target data map(tofrom: all)
  {
#pragma omp target teams distribute parallel for map(to: key) map(tofrom: mid[0:64])
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      mid[(int)(key[i] % BINS) - 128] += 1;
    }
  }
  for (int b = 0; b < BINS; b++) want[b] = 0, got[b] = all[b];
  for (int i = 0; i < N; i++) want[key[i] % BINS]++;
  fails += check("outside the section", got, want, BINS);

  /* A region that reads the bins too: plain atomics, same counts. */
  int r[16], seen = 0;
  for (int b = 0; b < 16; b++) r[b] = 0;
#pragma omp target teams distribute parallel for map(to: key) map(tofrom: r, seen)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    r[key[i] % 16]++;
    if (i == N - 1) {
      int v;
#pragma omp atomic read
      v = r[key[i] % 16];
      if (v > 0) {
#pragma omp atomic write
        seen = 1;
      }
    }
  }
  for (int b = 0; b < 16; b++) want[b] = 0, got[b] = r[b];
  for (int i = 0; i < N; i++) want[key[i] % 16]++;
  fails += check("with a read", got, want, 16);
  if (seen != 1) {
    printf("with a read: the last iteration saw no count\n");
    fails++;
  }
  if (fails) {
    printf("FAIL privatomic (%d)\n", fails);
    return 1;
  }
  printf("PASS privatomic\n");
  return 0;
}
