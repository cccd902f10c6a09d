/* reduction: every operator on int and double (and a few other types) on
 * target teams distribute parallel for, target parallel for and target
 * teams distribute, checked exactly against the sequential loop. The
 * double sums use small integers, so every order of summation gives the
 * same exact value; the original value of each variable participates
 * once. */
#include <stdio.h>
#include <stdlib.h>

#define N 10007

static int bad = 0;
#define CHECK(name, got, want)                                                 \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      printf("mismatch %s: got %.17g want %.17g\n", name, (double)(got), (double)(want)); \
      bad++;                                                                   \
    }                                                                          \
  } while (0)

int main(void) {
  int n = N;
  int *v = malloc(sizeof(int) * n);
  double *d = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    v[i] = (i * 37) % 101 - 50;   /* -50..50 */
    d[i] = (double)((i * 13) % 17 - 8); /* small integers: exact sums */
  }

  /* + - * on int and double, original value included once. */
  int isum = 1000, idiff = 7, iprod = 3;
  double dsum = 0.5, ddiff = -2.0, dprod = 1.0;
#pragma omp target teams distribute parallel for map(to: v[0:n], d[0:n]) reduction(+: isum, dsum) reduction(-: idiff, ddiff)
  for (int i = 0; i < n; i++) {
    isum += v[i];
    dsum += d[i];
    idiff -= v[i];
    ddiff -= d[i];
  }
#pragma omp target parallel for map(to: v[0:n], d[0:n]) reduction(*: iprod, dprod)
  for (int i = 0; i < 40; i++) {
    iprod *= (i % 3 == 0) ? -1 : 1;
    dprod *= (i % 5 == 0) ? 2.0 : 1.0;
  }
  int rsum = 1000, rdiff = 7, rprod = 3;
  double rdsum = 0.5, rddiff = -2.0, rdprod = 1.0;
  for (int i = 0; i < n; i++) { rsum += v[i]; rdsum += d[i]; rdiff -= v[i]; rddiff -= d[i]; }
  for (int i = 0; i < 40; i++) { rprod *= (i % 3 == 0) ? -1 : 1; rdprod *= (i % 5 == 0) ? 2.0 : 1.0; }
  CHECK("int +", isum, rsum);
  CHECK("double +", dsum, rdsum);
  CHECK("int -", idiff, rdiff);
  CHECK("double -", ddiff, rddiff);
  CHECK("int *", iprod, rprod);
  CHECK("double *", dprod, rdprod);

  /* min and max, int and double, with the original value winning once. */
  int imin = 1000, imax = -1000, imin0 = -77;
  double dmin = 1e9, dmax = -1e9;
#pragma omp target teams distribute parallel for map(to: v[0:n], d[0:n]) reduction(min: imin, dmin, imin0) reduction(max: imax, dmax)
  for (int i = 0; i < n; i++) {
    imin = v[i] < imin ? v[i] : imin;
    imin0 = v[i] < imin0 ? v[i] : imin0;
    imax = v[i] > imax ? v[i] : imax;
    dmin = d[i] < dmin ? d[i] : dmin;
    dmax = d[i] > dmax ? d[i] : dmax;
  }
  int rmin = 1000, rmax = -1000, rmin0 = -77;
  double rdmin = 1e9, rdmax = -1e9;
  for (int i = 0; i < n; i++) {
    rmin = v[i] < rmin ? v[i] : rmin;
    rmin0 = v[i] < rmin0 ? v[i] : rmin0;
    rmax = v[i] > rmax ? v[i] : rmax;
    rdmin = d[i] < rdmin ? d[i] : rdmin;
    rdmax = d[i] > rdmax ? d[i] : rdmax;
  }
  CHECK("int min", imin, rmin);
  CHECK("int min (original wins)", imin0, rmin0);
  CHECK("int max", imax, rmax);
  CHECK("double min", dmin, rdmin);
  CHECK("double max", dmax, rdmax);

  /* Bitwise on int and unsigned long long. */
  int band = 0x7fffffff, bor = 0x100000, bxor = 0x5a5a;
  unsigned long long uand = ~0ULL, uor = 0, uxor = 1ULL << 63;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(&: band, uand) reduction(|: bor, uor) reduction(^: bxor, uxor)
  for (int i = 0; i < n; i++) {
    band &= ~(1 << (i % 29)) | (v[i] & 1);
    bor |= (v[i] & 0xff) << (i % 8);
    bxor ^= v[i] * (i + 1);
    uand &= ~(1ULL << (i % 61));
    uor |= 1ULL << (i % 47);
    uxor ^= (unsigned long long)i * 0x9e3779b97f4a7c15ULL;
  }
  int rband = 0x7fffffff, rbor = 0x100000, rbxor = 0x5a5a;
  unsigned long long ruand = ~0ULL, ruor = 0, ruxor = 1ULL << 63;
  for (int i = 0; i < n; i++) {
    rband &= ~(1 << (i % 29)) | (v[i] & 1);
    rbor |= (v[i] & 0xff) << (i % 8);
    rbxor ^= v[i] * (i + 1);
    ruand &= ~(1ULL << (i % 61));
    ruor |= 1ULL << (i % 47);
    ruxor ^= (unsigned long long)i * 0x9e3779b97f4a7c15ULL;
  }
  CHECK("int &", band, rband);
  CHECK("int |", bor, rbor);
  CHECK("int ^", bxor, rbxor);
  CHECK("ull &", uand, ruand);
  CHECK("ull |", uor, ruor);
  CHECK("ull ^", uxor, ruxor);

  /* Logical && and || on int and double; the original value counts. */
  int all_small = 1, any_big = 0, all_orig0 = 0;
  double dall = 1.0, dany = 0.0;
#pragma omp target teams distribute map(to: v[0:n], d[0:n]) reduction(&&: all_small, dall, all_orig0) reduction(||: any_big, dany)
  for (int i = 0; i < n; i++) {
    all_small = all_small && (v[i] <= 50);
    all_orig0 = all_orig0 && 1;
    dall = dall && (d[i] > -9.0);
    any_big = any_big || (v[i] == 50);
    dany = dany || (d[i] > 8.0);
  }
  CHECK("int &&", all_small, 1);
  CHECK("int && (original false)", all_orig0, 0);
  CHECK("double &&", dall, 1.0);
  CHECK("int ||", any_big, 1);
  CHECK("double ||", dany, 0.0);

  /* Other types and a loop with zero iterations (the value is unchanged). */
  long lsum = -5;
  float fmaxv = -1.0f;
  unsigned umin = 4000000000u;
  short ssum = 3;
  int m = 0;
#pragma omp target teams distribute parallel for map(to: d[0:n]) reduction(+: lsum, ssum) reduction(max: fmaxv) reduction(min: umin)
  for (long i = 0; i < n; i++) {
    lsum += (long)i * 100000;
    ssum += (short)(i % 2);
    fmaxv = (float)d[i] > fmaxv ? (float)d[i] : fmaxv;
    umin = (unsigned)(i + 10) < umin ? (unsigned)(i + 10) : umin;
  }
  long rlsum = -5;
  short rssum = 3;
  for (long i = 0; i < n; i++) { rlsum += (long)i * 100000; rssum += (short)(i % 2); }
  CHECK("long +", lsum, rlsum);
  CHECK("short +", ssum, rssum);
  CHECK("float max", fmaxv, 8.0f);
  CHECK("unsigned min", umin, 10u);
  int zsum = 42;
  double zmin = 3.5;
#pragma omp target teams distribute parallel for reduction(+: zsum) reduction(min: zmin)
  for (int i = 0; i < m; i++) {
    zsum += 1;
    zmin = -1.0;
  }
  CHECK("zero-trip +", zsum, 42);
  CHECK("zero-trip min", zmin, 3.5);

  /* A reduction variable also listed in a map clause: the reduction wins. */
  double msum = 0;
#pragma omp target teams distribute parallel for map(tofrom: msum) map(to: d[0:n]) reduction(+: msum) num_teams(3) num_threads(64)
  for (int i = 0; i < n; i++) msum += d[i];
  CHECK("mapped +", msum, rdsum - 0.5);

  printf("isum=%d dsum=%.1f idiff=%d ddiff=%.1f iprod=%d dprod=%.1f\n", isum, dsum, idiff, ddiff, iprod, dprod);
  printf("imin=%d imin0=%d imax=%d dmin=%.1f dmax=%.1f\n", imin, imin0, imax, dmin, dmax);
  printf("band=%d bor=%d bxor=%d uand=%llu uor=%llu uxor=%llu\n", band, bor, bxor, uand, uor, uxor);
  printf("all_small=%d all_orig0=%d dall=%.1f any_big=%d dany=%.1f\n", all_small, all_orig0, dall, any_big, dany);
  printf("lsum=%ld ssum=%d fmax=%.1f umin=%u zsum=%d zmin=%.1f msum=%.1f\n", lsum, ssum, fmaxv, umin, zsum, zmin, msum);
  free(v);
  free(d);
  if (bad) {
    printf("FAIL reduction: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS reduction\n");
  return 0;
}
