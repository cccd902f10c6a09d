/* Differential program (against clang-19): loop clauses of combined
 * target constructs, one feature per test: every schedule kind with and
 * without chunks beside dist_schedule, lastprivate of both indices of a
 * collapsed rectangular nest and of a non-index variable (mapped too:
 * clang-19 maps no lastprivate item of a combined target construct), reductions of
 * small and unsigned types with every operator (&&, ||, &, |, ^, min,
 * max, *), ordered in a parallel for inside a target region, and a
 * loop over a long long index with a large stride. */
#include "hunt26_harness.h"
#include <limits.h>
#define N 333

static long weigh(const int *hit, int n) {
  long w = 0;
  for (int i = 0; i < n; i++) w += (long)hit[i] * (i + 1);
  return w;
}

static int test_schedules(void) {
  int errs = 0;
  int hit[N];
  long w[6];
#define RUN(k, sched)                                                             \
  for (int i = 0; i < N; i++) hit[i] = 0;                                         \
  H26_PRAGMA(omp target teams distribute parallel for map(tofrom: hit) sched)     \
  for (int i = 0; i < N; i++) hit[i] += i % 7 + 1;                                \
  w[k] = weigh(hit, N);
  RUN(0, schedule(static))
  RUN(1, schedule(static, 5) dist_schedule(static, 40))
  RUN(2, schedule(dynamic))
  RUN(3, schedule(dynamic, 3) dist_schedule(static))
  RUN(4, schedule(guided, 4))
  RUN(5, schedule(auto) dist_schedule(static, 1))
#undef RUN
  for (int k = 1; k < 6; k++) H26_CHECK(errs, w[k] == w[0]);
  printf("  schedules %ld\n", w[0]);
  H26_DONE(errs);
  return errs;
}

static int test_lastprivate(void) {
  int errs = 0;
  int i = -1, j = -1, last = -1;
  static int m[20][30];
#pragma omp target teams distribute parallel for collapse(2) lastprivate(i, j, last) map(tofrom: m, i, j, last)
  for (i = 0; i < 20; i++)
    for (j = 0; j < 30; j++) {
      m[i][j] = i + j;
      last = i * 100 + j;
    }
  H26_CHECK(errs, i == 20 && j == 30 && last == 1929 && m[19][29] == 48);
  double x = 0;
#pragma omp target teams distribute parallel for simd lastprivate(x) map(tofrom: x)
  for (int k = 0; k < N; k++) x = k * 0.5;
  H26_CHECK(errs, x == (N - 1) * 0.5);
  H26_DONE(errs);
  return errs;
}

static int test_reduction_types(void) {
  int errs = 0;
  unsigned char umax = 0, uand = 0xff;
  short smin = SHRT_MAX;
  unsigned uor = 0, uxor = 0;
  int land = 1, lor = 0;
  long prod = 1;
  float fmx = -1e30f;
#pragma omp target teams distribute parallel for reduction(max: umax) reduction(&: uand) reduction(min: smin) \
    reduction(|: uor) reduction(^: uxor) reduction(&&: land) reduction(||: lor) reduction(*: prod) reduction(max: fmx)
  for (int i = 0; i < 64; i++) {
    unsigned char c = (unsigned char)(i * 37 + 11);
    if (c > umax) umax = c;
    uand &= (unsigned char)(c | 0x01);
    short s = (short)(i * 1000 - 20000);
    if (s < smin) smin = s;
    uor |= 1u << (i % 32);
    uxor ^= (unsigned)i * 2654435761u;
    land = land && (i < 100);
    lor = lor || (i == 63);
    if (i % 16 == 0) prod *= (i / 16 + 2);
    float f = (float)((i * 29) % 64) * 0.25f;
    if (f > fmx) fmx = f;
  }
  printf("  reductions %u %u %d %08x %08x %d %d %ld %.2f\n", umax, uand, smin, uor, uxor, land, lor, prod, fmx);
  H26_CHECK(errs, land == 1 && lor == 1 && prod == 120 && uor == 0xffffffffu);
  H26_DONE(errs);
  return errs;
}

static int test_ordered(void) {
  int errs = 0;
  int seq[40], pos = 0;
#pragma omp target map(from: seq) map(tofrom: pos)
#pragma omp parallel for ordered schedule(dynamic, 2)
  for (int i = 0; i < 40; i++) {
    int v = i * i % 17;
#pragma omp ordered
    { seq[pos++] = v + i * 100; }
  }
  int bad = 0;
  for (int i = 0; i < 40; i++) bad += seq[i] != i * i % 17 + i * 100;
  H26_CHECK(errs, bad == 0 && pos == 40);
  H26_DONE(errs);
  return errs;
}

static int test_long_index(void) {
  int errs = 0;
  long long cnt = 0, sum = 0;
  const long long lo = -5000000000LL, hi = 7000000000LL, st = 123456789LL;
#pragma omp target teams distribute parallel for reduction(+: cnt, sum)
  for (long long v = lo; v < hi; v += st) { cnt++; sum += v / 1000; }
  long long c2 = 0, s2 = 0;
  for (long long v = lo; v < hi; v += st) { c2++; s2 += v / 1000; }
  H26_CHECK(errs, cnt == c2 && sum == s2);
  printf("  long index %lld %lld\n", cnt, sum);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_schedules();
  errs += test_lastprivate();
  errs += test_reduction_types();
  errs += test_ordered();
  errs += test_long_index();
  printf("total %d\n", errs);
  return errs != 0;
}
