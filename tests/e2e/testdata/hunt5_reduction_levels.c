/* Reductions at the teams, parallel and simd levels of one region at
 * once, every operator (+, *, max, min, &&, ||, &, |, ^) on int,
 * unsigned, long, long long and double items, and a teams distribute
 * loop with a parallel loop and a simd loop under it and code between
 * the levels. Every result is checked against the same loops run
 * sequentially on the host; none depends on the number of teams or
 * threads. */
#include <stdio.h>
#define N 512
#define NI 6
#define NJ 10
#define NK 16

static int levels(void) {
  int a[N]; double d[N];
  for (int i = 0; i < N; i++) { a[i] = (i * 31) % 97 - 40; d[i] = a[i] * 0.125; }
  int s = 0, mx = -1000, mn = 1000, land = 1, lor = 0;
  double dmx = -1e9, dmn = 1e9, dand = 1.0, dor = 0.0, prod = 1.0;
  unsigned bor = 0, band = ~0u, bxor = 0;
  long long lmx = -9000000000000000000LL, lmn = 9000000000000000000LL;
  #pragma omp target teams num_teams(4) map(to: a, d) reduction(+: s) reduction(max: mx, dmx, lmx) reduction(min: mn, dmn, lmn) reduction(&&: land, dand) reduction(||: lor, dor) reduction(|: bor) reduction(&: band) reduction(^: bxor) reduction(*: prod)
  {
    #pragma omp distribute parallel for reduction(+: s) reduction(max: mx, dmx, lmx) reduction(min: mn, dmn, lmn) reduction(&&: land, dand) reduction(||: lor, dor) reduction(|: bor) reduction(&: band) reduction(^: bxor) reduction(*: prod)
    for (int b = 0; b < N; b += 16) {
      #pragma omp simd reduction(+: s) reduction(max: mx, dmx, lmx) reduction(min: mn, dmn, lmn) reduction(&&: land, dand) reduction(||: lor, dor) reduction(|: bor) reduction(&: band) reduction(^: bxor) reduction(*: prod)
      for (int i = b; i < b + 16; i++) {
        long long w = (long long)a[i] * 1000000007LL;
        s += a[i];
        mx = a[i] > mx ? a[i] : mx;
        mn = a[i] < mn ? a[i] : mn;
        lmx = w > lmx ? w : lmx;
        lmn = w < lmn ? w : lmn;
        land = land && (a[i] > -41);
        lor = lor || (a[i] == 56);
        dand = dand && d[i];
        dor = dor || (d[i] > 100.0);
        dmx = d[i] > dmx ? d[i] : dmx;
        dmn = d[i] < dmn ? d[i] : dmn;
        bor |= (unsigned)(a[i] + 40);
        band &= (unsigned)(a[i] + 40) | 0x100u;
        bxor ^= (unsigned)i * 2654435761u;
        prod *= (i % 64 == 0) ? 2.0 : 1.0;
      }
    }
  }
  int rs = 0, rmx = -1000, rmn = 1000, rland = 1, rlor = 0;
  double rdmx = -1e9, rdmn = 1e9, rdand = 1.0, rdor = 0.0, rprod = 1.0;
  unsigned rbor = 0, rband = ~0u, rbxor = 0;
  long long rlmx = -9000000000000000000LL, rlmn = 9000000000000000000LL;
  for (int i = 0; i < N; i++) {
    long long w = (long long)a[i] * 1000000007LL;
    rs += a[i];
    rmx = a[i] > rmx ? a[i] : rmx;
    rmn = a[i] < rmn ? a[i] : rmn;
    rlmx = w > rlmx ? w : rlmx;
    rlmn = w < rlmn ? w : rlmn;
    rland = rland && (a[i] > -41);
    rlor = rlor || (a[i] == 56);
    rdand = rdand && d[i];
    rdor = rdor || (d[i] > 100.0);
    rdmx = d[i] > rdmx ? d[i] : rdmx;
    rdmn = d[i] < rdmn ? d[i] : rdmn;
    rbor |= (unsigned)(a[i] + 40);
    rband &= (unsigned)(a[i] + 40) | 0x100u;
    rbxor ^= (unsigned)i * 2654435761u;
    rprod *= (i % 64 == 0) ? 2.0 : 1.0;
  }
  printf("levels: s=%d mx=%d mn=%d lmx=%lld lmn=%lld land=%d lor=%d dand=%.1f dor=%.1f dmx=%.3f dmn=%.3f bor=%u band=%u bxor=%u prod=%.1f\n",
         s, mx, mn, lmx, lmn, land, lor, dand, dor, dmx, dmn, bor, band, bxor, prod);
  return (s != rs) + (mx != rmx) + (mn != rmn) + (lmx != rlmx) + (lmn != rlmn) + (land != rland) + (lor != rlor) +
         (dand != rdand) + (dor != rdor) + (dmx != rdmx) + (dmn != rdmn) + (bor != rbor) + (band != rband) + (bxor != rbxor) + (prod != rprod);
}

static int nest(void) {
  static double A[NI][NJ][NK];
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) for (int k = 0; k < NK; k++) A[i][j][k] = (i + 2 * j + 3 * k) % 11 - 5;
  double tot = 0; double rowmax[NI]; int neg = 0;
  #pragma omp target teams distribute map(to: A) map(from: rowmax) reduction(+: tot, neg) num_teams(3)
  for (int i = 0; i < NI; i++) {
    double m = -1e9;
    double planesum = 0;
    #pragma omp parallel for reduction(max: m) reduction(+: planesum, neg)
    for (int j = 0; j < NJ; j++) {
      double rs = 0;
      #pragma omp simd reduction(+: rs, neg)
      for (int k = 0; k < NK; k++) { rs += A[i][j][k]; neg += A[i][j][k] < 0; }
      m = rs > m ? rs : m;
      planesum += rs;
    }
    rowmax[i] = m;
    tot += planesum;
  }
  int bad = 0; double rtot = 0; int rneg = 0;
  for (int i = 0; i < NI; i++) {
    double m = -1e9;
    for (int j = 0; j < NJ; j++) {
      double rs = 0;
      for (int k = 0; k < NK; k++) { rs += A[i][j][k]; rneg += A[i][j][k] < 0; }
      m = rs > m ? rs : m;
      rtot += rs;
    }
    bad += rowmax[i] != m;
  }
  printf("nest: tot=%.1f neg=%d rowmax0=%.1f\n", tot, neg, rowmax[0]);
  return bad + (tot != rtot) + (neg != rneg);
}

int main(void) {
  int bad = levels() + nest();
  if (bad) {
    printf("FAIL hunt5_reduction_levels (%d)\n", bad);
    return 1;
  }
  printf("PASS hunt5_reduction_levels\n");
  return 0;
}
