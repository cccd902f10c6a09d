/* Reductions over arrays and array sections in target regions: every
 * element has a private copy per thread, initialised to the operator's
 * identity and combined into the original element by element. Each
 * result is checked against the same reduction computed on the host. */
#include <stdio.h>
#define N 3000
#define K 16
static int fail;
static void check(const char *what, int ok) {
  if (!ok) {
    printf("FAIL %s\n", what);
    fail = 1;
  }
}
static int same_i(const int *a, const int *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
static int same_l(const long *a, const long *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
static int same_d(const double *a, const double *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
int main(void) {
  int key[N];
  double val[N];
  for (int i = 0; i < N; i++) {
    key[i] = (i * 37 + 11) % K;
    val[i] = (double)((i * 53) % 101) - 50.0;
  }

  /* A histogram over a whole-array section, on the combined construct. */
  int h[K], hw[K];
  for (int k = 0; k < K; k++) h[k] = hw[k] = k; /* the original values count */
  for (int i = 0; i < N; i++) hw[key[i]]++;
#pragma omp target teams distribute parallel for reduction(+: h[0:K]) map(to: key)
  for (int i = 0; i < N; i++) h[key[i]]++;
  check("histogram", same_i(h, hw, K));

  /* min and max per bin, over whole arrays (no section). */
  double lo[K], hi[K], low[K], hiw[K];
  for (int k = 0; k < K; k++) lo[k] = low[k] = 1000.0, hi[k] = hiw[k] = -1000.0;
  lo[3] = low[3] = -75.0; /* the original takes part in the combination */
  for (int i = 0; i < N; i++) {
    if (val[i] < low[key[i]]) low[key[i]] = val[i];
    if (val[i] > hiw[key[i]]) hiw[key[i]] = val[i];
  }
#pragma omp target teams distribute parallel for reduction(min: lo) reduction(max: hi) map(to: key, val)
  for (int i = 0; i < N; i++) {
    int k = key[i];
    lo[k] = val[i] < lo[k] ? val[i] : lo[k];
    hi[k] = val[i] > hi[k] ? val[i] : hi[k];
  }
  check("min/max", same_d(lo, low, K) && same_d(hi, hiw, K));

  /* A section with a non-zero lower bound: the elements outside it are
   * neither private nor combined, and keep their values. */
  long s[10], sw[10];
  for (int k = 0; k < 10; k++) s[k] = sw[k] = 100 + k;
  for (int i = 0; i < N; i++) sw[3 + i % 4] += i;
#pragma omp target parallel for reduction(+: s[3:4])
  for (int i = 0; i < N; i++) s[3 + i % 4] += i;
  check("section [3:4]", same_l(s, sw, 10));

  /* Bounds from variables, and a section without a length. */
  int first = 5, count = 6;
  unsigned u[16], uw[16];
  for (int k = 0; k < 16; k++) u[k] = uw[k] = 0xF0F0u + k;
  for (int i = 0; i < N; i++) uw[first + i % count] ^= (unsigned)i * 2654435761u;
#pragma omp target teams distribute parallel for reduction(^: u[first:count]) num_teams(7)
  for (int i = 0; i < N; i++) u[first + i % count] ^= (unsigned)i * 2654435761u;
  check("section [first:count]", same_i((int *)u, (int *)uw, 16));
  int t[12], tw[12];
  for (int k = 0; k < 12; k++) t[k] = tw[k] = 1;
  for (int i = 0; i < 40; i++) tw[8 + i % 4] *= (i % 3) + 1;
#pragma omp target teams distribute reduction(*: t[8:])
  for (int i = 0; i < 40; i++) t[8 + i % 4] *= (i % 3) + 1;
  check("section [8:]", same_i(t, tw, 12));

  /* Several array reductions and a scalar one in one loop. */
  long cnt[K], cntw[K], total = 0, totalw = 0;
  int any[K], anyw[K], all[K], allw[K];
  unsigned bits[4], bitsw[4], both[4], bothw[4];
  for (int k = 0; k < K; k++) cnt[k] = cntw[k] = 0, any[k] = anyw[k] = 0, all[k] = allw[k] = 1;
  for (int k = 0; k < 4; k++) bits[k] = bitsw[k] = 0, both[k] = bothw[k] = ~0u;
  for (int i = 0; i < N; i++) {
    int k = key[i];
    cntw[k] += 1;
    totalw += k;
    anyw[k] = anyw[k] || val[i] > 45.0;
    allw[k] = allw[k] && val[i] > -49.0;
    bitsw[i % 4] |= 1u << (i % 32);
    bothw[i % 4] &= ~(1u << (i % 29));
  }
#pragma omp target teams distribute parallel for simd map(to: key, val) \
    reduction(+: cnt[0:K], total) reduction(||: any) reduction(&&: all[:K]) \
    reduction(|: bits) reduction(&: both[0:4])
  for (int i = 0; i < N; i++) {
    int k = key[i];
    cnt[k] += 1;
    total += k;
    any[k] = any[k] || val[i] > 45.0;
    all[k] = all[k] && val[i] > -49.0;
    bits[i % 4] |= 1u << (i % 32);
    both[i % 4] &= ~(1u << (i % 29));
  }
  check("several", same_l(cnt, cntw, K) && total == totalw && same_i(any, anyw, K) && same_i(all, allw, K) &&
                       same_i((int *)bits, (int *)bitsw, 4) && same_i((int *)both, (int *)bothw, 4));

  /* No iteration: every partial is the identity, so the array keeps its
   * values (even for min, max and *). */
  int z[5] = {3, -4, 5, 0, 7}, zw[5] = {3, -4, 5, 0, 7};
  float f[3] = {1.5f, -2.5f, 0.0f}, fw[3] = {1.5f, -2.5f, 0.0f};
  int none = 0;
#pragma omp target teams distribute parallel for reduction(min: z[1:3]) reduction(*: f)
  for (int i = 0; i < none; i++) {
    z[1] = 0;
    f[0] = 0.0f;
  }
  check("zero iterations", same_i(z, zw, 5) && f[0] == fw[0] && f[1] == fw[1] && f[2] == fw[2]);

  /* The forms of the loop constructs, and nested constructs. */
  int g[K], gw[K];
  for (int k = 0; k < K; k++) g[k] = gw[k] = 0;
  for (int i = 0; i < N; i++) gw[key[i]] += 5;
#pragma omp target simd reduction(+: g[0:K]) map(to: key)
  for (int i = 0; i < N; i++) g[key[i]] += 1;
#pragma omp target teams loop reduction(+: g) map(to: key)
  for (int i = 0; i < N; i++) g[key[i]] += 1;
#pragma omp target parallel for simd reduction(+: g[0:K]) map(to: key)
  for (int i = 0; i < N; i++) g[key[i]] += 1;
#pragma omp target teams map(tofrom: g) map(to: key) num_teams(4)
#pragma omp distribute parallel for reduction(+: g[0:K])
  for (int i = 0; i < N; i++) g[key[i]] += 1;
#pragma omp target map(tofrom: g) map(to: key)
#pragma omp parallel for reduction(+: g)
  for (int i = 0; i < N; i++) g[key[i]] += 1;
  check("constructs", same_i(g, gw, K));

  /* Nested without a map of the array: unlike a scalar, an array the
   * target region uses is mapped tofrom implicitly, so the result
   * reaches the host. */
  int p[4] = {1, 2, 3, 4}, pw[4] = {1, 2, 3, 4};
  for (int i = 0; i < N; i++) pw[key[i] % 4] += 1;
#pragma omp target map(to: key)
#pragma omp parallel for reduction(+: p)
  for (int i = 0; i < N; i++) p[key[i] % 4] += 1;
  check("implicit map", same_i(p, pw, 4));

  /* A loop nested in a target region with code beside it. */
  int q[8], qw[8], base = 0;
  for (int k = 0; k < 8; k++) q[k] = qw[k] = -k;
  for (int i = 0; i < N; i++) qw[2 + key[i] % 4] += 3 + i % 5;
#pragma omp target map(tofrom: q, base) map(to: key)
  {
    base = 3;
#pragma omp parallel for reduction(+: q[2:4])
    for (int i = 0; i < N; i++) q[2 + key[i] % 4] += base + i % 5;
  }
  check("generic region", same_i(q, qw, 8));

  printf("h[0..3] = %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("%s arrayreduction\n", fail ? "FAIL" : "PASS");
  return fail;
}
