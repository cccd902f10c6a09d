// Loop constructs nested in target regions whose host fallbacks rewrite
// their directive lines (lastprivate items firstprivate too, orphaned
// constructs as parallel loops) over indices gcc's own loop construct
// runs otherwise than C: unsigned indices counting down by more than one
// past 0, and a signed index whose difference overflows int. The
// fallback (OMP_TARGET_OFFLOAD=DISABLED) prints what the device prints.
#include <limits.h>
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  printf("%s: %ld\n", what, got);
  if (got != want) {
    printf("  expected %ld\n", want);
    fails++;
  }
}

// A simd loop in a declare target function runs in order on its thread:
// the loop as written would wrap past its last iteration.
#pragma omp declare target
static unsigned simd_last(unsigned top) {
  unsigned t = 0;
#pragma omp simd lastprivate(t)
  for (unsigned q = top; q > 0u; q -= 3) t = q * 2;
  return t;
}
#pragma omp end declare target

int main(void) {
  int t = -1, u = -1, w = -1, c = 0;
  unsigned qq = 77;

  // The last iteration is q = 1 (28, 25, ..., 1).
#pragma omp target map(tofrom: t)
#pragma omp parallel for lastprivate(t) num_threads(3) schedule(static, 1)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q * 2;
  check("parallel for", t, 2);

  t = -1;
#pragma omp target map(tofrom: t)
#pragma omp parallel num_threads(4)
  {
#pragma omp for lastprivate(t) schedule(dynamic, 2)
    for (unsigned q = 40u; q >= 2u; q -= 5) t = q * 10;
  }
  check("for in parallel", t, 50);

  t = -1;
#pragma omp target parallel map(tofrom: t) num_threads(2)
#pragma omp for simd lastprivate(t)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q + 1000;
  check("for simd in target parallel", t, 1001);

  t = -1, u = -1, w = -1;
#pragma omp target map(tofrom: t, u, w)
#pragma omp parallel for lastprivate(t) lastprivate(u, w) firstprivate(c)
  for (unsigned q = 29u; q > 0u; q -= 4) {
    t = q;
    u = q + c + 1;
    w = q + 2;
  }
  check("several items t", t, 1);
  check("several items u", u, 2);
  check("several items w", w, 3);

  t = -1;
#pragma omp target map(tofrom: t)
#pragma omp parallel for simd lastprivate(t) default(none)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q * 3;
  check("parallel for simd default(none)", t, 3);

  t = -1;
#pragma omp target map(tofrom: t)
#pragma omp simd lastprivate(t)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q * 4;
  check("simd", t, 4);

  // The index itself copied out: one step past the last iteration.
  t = -1;
#pragma omp target map(tofrom: t, qq)
#pragma omp parallel for lastprivate(t, qq)
  for (qq = 28u; qq > 0u; qq -= 3) t = qq * 2;
  check("index copied out t", t, 2);
  check("index copied out qq", qq, (long)(unsigned)-2);

  t = -1;
#pragma omp target map(tofrom: t)
#pragma omp teams distribute parallel for lastprivate(t)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q * 5;
  check("teams distribute parallel for", t, 5);

  t = -1;
#pragma omp target teams map(tofrom: t) num_teams(1)
  {
#pragma omp distribute parallel for lastprivate(t)
    for (unsigned q = 28u; q > 0u; q -= 3) t = q * 6;
  }
  check("distribute parallel for in teams", t, 6);

  t = -1;
#pragma omp target teams map(tofrom: t) num_teams(1)
#pragma omp distribute lastprivate(t)
  for (unsigned q = 28u; q > 0u; q -= 3) t = q * 7;
  check("distribute", t, 7);

  t = -1, u = -1;
#pragma omp target map(tofrom: t, u)
#pragma omp parallel for collapse(2) lastprivate(t, u)
  for (unsigned q = 28u; q > 0u; q -= 3)
    for (int j = 0; j < 3; j++) {
      t = q * 2;
      u = j;
    }
  check("collapse t", t, 2);
  check("collapse u", u, 2);

  t = -1, c = 0;
#pragma omp target map(tofrom: t, c)
#pragma omp parallel for ordered lastprivate(t)
  for (unsigned q = 28u; q > 0u; q -= 3) {
    t = q;
#pragma omp ordered
    c = c * 3 % 1000003 + q;
  }
  check("ordered t", t, 1);
  check("ordered c", c, 782401);

  // No iteration: the item keeps its value.
  t = -1;
#pragma omp target map(tofrom: t)
#pragma omp parallel for lastprivate(t)
  for (unsigned q = 0u; q > 0u; q -= 3) t = q;
  check("no iteration", t, -1);

  // A signed index whose difference overflows int: 4 iterations.
  volatile int hi = INT_MAX - 1;
  int top = hi;
  t = -1, c = 0;
#pragma omp target map(tofrom: t, c)
#pragma omp parallel for lastprivate(t) reduction(+: c) num_threads(2)
  for (int k = top - 10; k < top; k += 3) {
    t = top - k;
    c++;
  }
  check("signed t", t, 1);
  check("signed c", c, 4);

  // taskloop in a target region: the loop as written would wrap
  // past its last iteration (1, then 4294967294, ...).
  t = -1, c = 0;
#pragma omp target map(tofrom: t, c)
#pragma omp taskloop lastprivate(t) reduction(+: c) grainsize(3)
  for (unsigned q = 28u; q > 0u; q -= 3) {
    t = q * 2;
    c += q;
  }
  check("taskloop t", t, 2);
  check("taskloop c", c, 145);

  unsigned char uq;
  t = -1, c = 0;
#pragma omp target map(tofrom: t, c)
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop lastprivate(t, uq) reduction(+: c) num_tasks(4)
  for (uq = 3; uq < 254; uq += 5) {
    t = uq;
    c++;
  }
  check("taskloop uchar t", t, 253);
  check("taskloop uchar c", c, 51);

  // simd and loop bind(thread) in device code: one thread walks the
  // loop in order, stopping after the last logical iteration.
  t = -1, c = 0;
  int c2 = 0;
#pragma omp target map(tofrom: t, c, c2)
  {
    int tt = 0, cc = 0;
#pragma omp simd lastprivate(tt) reduction(+: cc)
    for (unsigned q = 28u; q > 0u; q -= 3) {
      tt = q * 2;
      cc += q;
    }
    t = tt + (int)simd_last(29u) * 1000;
    c = cc;
#pragma omp loop bind(thread) reduction(+: c2)
    for (unsigned q = 1u; q < 250u; q += 7) c2++;
  }
  check("simd t", t, 4002);
  check("simd c", c, 145);
  check("loop bind(thread) c", c2, 36);

  c = 0;
#pragma omp target map(tofrom: c)
#pragma omp parallel for reduction(+: c) num_threads(2)
  for (int i = 0; i < 4; i++) {
#pragma omp simd collapse(2) reduction(+: c)
    for (unsigned q = 9u + i; q > 0u; q -= 2)
      for (unsigned char r = 0; r < 255; r += 9) c += q * r;
  }
  check("simd collapse c", c, 485982);

  printf("%s fallback_unsigned_down\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
