/* Atomic constructs inside target regions: a histogram, counters of
 * several types and operators, capture forms that hand out unique slots,
 * read and write, compare (min, max, compare-and-swap) and memory
 * orders. */
#include <stdio.h>
#define N 4096
#define BINS 16
#pragma omp declare target
/* Adds w to the bin of v and returns the bin's count before. */
static int bump(int *bins, int v, int w) {
  int old;
#pragma omp atomic capture
  { old = bins[v % BINS]; bins[v % BINS] += w; }
  return old;
}
#pragma omp end declare target
int main(void) {
  int fails = 0;
  int data[N];
  for (int i = 0; i < N; i++) data[i] = (i * 7 + i / 3) % 97;

  /* Histogram. */
  int hist[BINS] = {0}, want[BINS] = {0};
  for (int i = 0; i < N; i++) want[data[i] % BINS]++;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    hist[data[i] % BINS]++;
  }
  for (int b = 0; b < BINS; b++)
    if (hist[b] != want[b]) fails++;
  printf("hist: %d %d %d\n", hist[0], hist[7], hist[15]);

  /* The same through a declare target function. */
  int hist2[BINS] = {0}, olds = 0;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist2, olds)
  for (int i = 0; i < N; i++) {
    if (bump(hist2, data[i], 2) < 0) {
#pragma omp atomic
      olds++;
    }
  }
  for (int b = 0; b < BINS; b++)
    if (hist2[b] != 2 * want[b]) fails++;
  if (olds) fails++;
  printf("hist2: %d %d %d\n", hist2[0], hist2[7], hist2[15]);

  /* Counters of several types and operators. */
  int ci = 0, cmul = 1;
  unsigned cu = 0, cand = 0xffffffffu, cor = 0, cxor = 0;
  long cl = 0;
  unsigned long cul = 0;
  long long cll = 1000000;
  unsigned long long cull = 0;
  float cf = 0;
  double cd = 0, cd2 = 0;
  short cs = 0;
  signed char cc = 0;
  unsigned char cuc = 0;
  int cdiv = 1 << 30, cshl = 1, mn = 1 << 30, mx = -1;
  double fmn = 1e30;
#pragma omp target teams distribute parallel for map(tofrom: ci, cmul, cu, cand, cor, cxor, cl, cul, cll, cull, cf, cd, cd2, cs, cc, cuc, cdiv, cshl, mn, mx, fmn) map(to: data)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    ci += data[i];
#pragma omp atomic update
    cu = cu + 2u;
#pragma omp atomic
    cl -= data[i];
#pragma omp atomic
    cul++;
#pragma omp atomic
    cll = cll - i;
#pragma omp atomic relaxed
    cull += (unsigned long long)i * i;
#pragma omp atomic
    cf += 0.5f;
#pragma omp atomic seq_cst
    cd += 0.25;
#pragma omp atomic
    cd2 += 1;
#pragma omp atomic
    cs++;
#pragma omp atomic
    --cc;
#pragma omp atomic
    cuc = 3 + cuc;
#pragma omp atomic
    cand &= ~(1u << (i % 32)) | (i < 32 ? 0u : 0xffffffffu);
#pragma omp atomic
    cor |= 1u << (i % 20);
#pragma omp atomic
    cxor ^= (unsigned)i;
    if (i % 512 == 0) {
#pragma omp atomic
      cmul *= 2;
#pragma omp atomic
      cdiv /= 2;
#pragma omp atomic
      cshl <<= 1;
    }
#pragma omp atomic compare
    mn = data[i] + i < mn ? data[i] + i : mn;
#pragma omp atomic compare
    if (mx < data[i] * 3) { mx = data[i] * 3; }
#pragma omp atomic compare
    fmn = fmn > data[i] * 0.5 + 1 ? data[i] * 0.5 + 1 : fmn;
  }
  long sum = 0, sumsq = 0, xr = 0;
  int wmn = 1 << 30, wmx = -1;
  double wfmn = 1e30;
  for (int i = 0; i < N; i++) {
    sum += data[i];
    sumsq += (long)i * i;
    xr ^= i;
    if (data[i] + i < wmn) wmn = data[i] + i;
    if (data[i] * 3 > wmx) wmx = data[i] * 3;
    if (data[i] * 0.5 + 1 < wfmn) wfmn = data[i] * 0.5 + 1;
  }
  if (ci != sum || cu != 2u * N || cl != -sum || cul != N) fails++;
  if (cll != 1000000LL - (long long)N * (N - 1) / 2 || cull != (unsigned long long)sumsq) fails++;
  if (cf != 0.5f * N || cd != 0.25 * N || cd2 != N) fails++;
  if (cs != N || cc != (signed char)-N || cuc != (unsigned char)(3 * N)) fails++;
  if (cand != 0u || cor != (1u << 20) - 1 || cxor != (unsigned)xr) fails++;
  if (cmul != 1 << (N / 512) || cdiv != (1 << 30) >> (N / 512) || cshl != 1 << (N / 512)) fails++;
  if (mn != wmn || mx != wmx || fmn != wfmn) fails++;
  printf("counters: %d %u %ld %lu %lld %llu\n", ci, cu, cl, cul, cll, cull);
  printf("floats: %g %g %g\n", cf, cd, cd2);
  printf("small: %d %d %d\n", cs, cc, cuc);
  printf("bits: %x %x %x\n", cand, cor, cxor);
  printf("mul/div/shl: %d %d %d\n", cmul, cdiv, cshl);
  printf("min/max: %d %d %g\n", mn, mx, fmn);

  /* Capture: unique slots. Odd values go to out[], each one slot; the
   * old values of n2 (+= 2) and new values of n3 (-= 1) are all
   * different. */
  int out[N], next = 0, taken[N], seen2[2 * N], seen3[N];
  long n2 = 0, n3 = 0;
  int before[N], after[N];
  for (int i = 0; i < N; i++) { out[i] = -1; taken[i] = 0; seen3[i] = 0; }
  for (int i = 0; i < 2 * N; i++) seen2[i] = 0;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: out, next, n2, n3, before, after)
  for (int i = 0; i < N; i++) {
    if (data[i] % 2) {
      int slot;
#pragma omp atomic capture
      slot = next++;
      out[slot] = i;
    }
    long l1, l2;
#pragma omp atomic capture
    { l1 = n2; n2 += 2; }
#pragma omp atomic capture seq_cst
    { n3 -= 1; l2 = n3; }
    before[i] = (int)l1;
    after[i] = (int)l2;
  }
  int odd = 0;
  for (int i = 0; i < N; i++) odd += data[i] % 2;
  if (next != odd) fails++;
  for (int s = 0; s < next; s++) {
    int i = out[s];
    if (i < 0 || i >= N || !(data[i] % 2) || taken[i]++) fails++;
  }
  if (n2 != 2 * N || n3 != -N) fails++;
  for (int i = 0; i < N; i++) {
    if (before[i] < 0 || before[i] >= 2 * N || before[i] % 2 || seen2[before[i]]++) fails++;
    if (after[i] < -N || after[i] > -1 || seen3[-after[i] - 1]++) fails++;
  }
  printf("capture: %d slots, n2 %ld n3 %ld\n", next, n2, n3);

  /* Capture forms on one counter from a single thread: old and new values. */
  int c = 10, r[8];
  double dv = 1.5, dr[2];
#pragma omp target map(tofrom: c, r, dv, dr)
  {
#pragma omp atomic capture
    r[0] = c++;
#pragma omp atomic capture
    r[1] = ++c;
#pragma omp atomic capture
    r[2] = c--;
#pragma omp atomic capture
    r[3] = c *= 3;
#pragma omp atomic capture
    r[4] = c = c - 4;
#pragma omp atomic capture
    { r[5] = c; c = 100; }
#pragma omp atomic capture
    { c = 7 - c; r[6] = c; }
#pragma omp atomic compare
    if (c == -93) { c = 5; }
#pragma omp atomic read
    r[7] = c;
#pragma omp atomic capture
    dr[0] = dv += 2;
#pragma omp atomic write
    dv = r[7] * 0.5;
#pragma omp atomic read acquire
    dr[1] = dv;
  }
  printf("forms: %d %d %d %d %d %d %d %d c=%d %g %g\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], c, dr[0], dr[1]);
  if (r[0] != 10 || r[1] != 12 || r[2] != 12 || r[3] != 33 || r[4] != 29 || r[5] != 29 || r[6] != -93 || r[7] != 5 || c != 5) fails++;
  if (dr[0] != 3.5 || dr[1] != 2.5) fails++;

  /* Compare and capture: one thread claims the owner slot; the old and
   * new values of conditional updates. */
  int owner = -1, winners = 0, r2[3];
#pragma omp target teams distribute parallel for map(tofrom: owner, winners)
  for (int i = 0; i < N; i++) {
    int old;
#pragma omp atomic compare capture
    { old = owner; if (owner == -1) { owner = i; } }
    if (old == -1) {
#pragma omp atomic
      winners++;
    }
  }
  if (winners != 1 || owner < 0 || owner >= N) fails++;
  printf("winners %d\n", winners);
  c = 5;
#pragma omp target map(tofrom: c, r2)
  {
#pragma omp atomic compare capture
    { r2[0] = c; if (c == 5) { c = 6; } }
#pragma omp atomic compare capture seq_cst
    { r2[1] = c; c = c < 9 ? 9 : c; }
#pragma omp atomic compare capture
    { r2[2] = c; if (c > 4) { c = 4; } }
  }
  printf("compare capture: %d %d %d c=%d\n", r2[0], r2[1], r2[2], c);
  if (r2[0] != 5 || r2[1] != 6 || r2[2] != 9 || c != 4) fails++;

  /* Atomics on storage of one thread: a reduction's private copy and a
   * variable of the loop body. */
  long rs = 0;
  int rmax = 0;
#pragma omp target teams distribute parallel for reduction(+: rs) map(to: data) map(tofrom: rmax)
  for (int i = 0; i < N; i++) {
    int local = 0;
    for (int k = 0; k < data[i] % 5; k++) {
#pragma omp atomic
      local += 2;
    }
#pragma omp atomic seq_cst
    rs += local;
#pragma omp atomic compare
    if (rmax < local) { rmax = local; }
  }
  long wrs = 0;
  for (int i = 0; i < N; i++) wrs += 2 * (data[i] % 5);
  if (rs != wrs || rmax != 8) fails++;
  printf("private: %ld %d\n", rs, rmax);

  /* Read and write shared between threads: a flag written by some, read by all. */
  int flag = 0, seen = 0;
#pragma omp target teams distribute parallel for map(tofrom: flag, seen)
  for (int i = 0; i < N; i++) {
    if (i % 100 == 0) {
#pragma omp atomic write release
      flag = 1;
    }
    int f;
#pragma omp atomic read
    f = flag;
    if (f == 0 || f == 1) {
#pragma omp atomic
      seen++;
    }
  }
  if (flag != 1 || seen != N) fails++;
  printf("flag %d seen %d\n", flag, seen);

  if (fails) {
    printf("FAIL atomic (%d)\n", fails);
    return 1;
  }
  printf("PASS atomic\n");
  return 0;
}
