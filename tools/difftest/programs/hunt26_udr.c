/* Differential program (against clang-19): user-defined reductions as
 * conformance suites test them, one feature per test: a struct reduction
 * with a combiner function and an initializer function taking the
 * private copy's address, a reduction identifier used on several types
 * (int and double), a UDR on teams + distribute split over directives,
 * a UDR on a parallel for nested in a target region, and a UDR of a
 * struct with an array member (a small vector sum). */
#include "hunt26_harness.h"
#define N 1000

typedef struct { long sum; int count; int mn, mx; } stats_t;

#pragma omp declare target
static void stats_merge(stats_t *out, const stats_t *in) {
  out->sum += in->sum;
  out->count += in->count;
  if (in->mn < out->mn) out->mn = in->mn;
  if (in->mx > out->mx) out->mx = in->mx;
}
static void stats_init(stats_t *p) { p->sum = 0; p->count = 0; p->mn = 1 << 30; p->mx = -(1 << 30); }
#pragma omp end declare target

#pragma omp declare reduction(merge: stats_t: stats_merge(&omp_out, &omp_in)) initializer(stats_init(&omp_priv))
#pragma omp declare reduction(absmax: int: omp_out = (omp_in > omp_out ? omp_in : omp_out)) initializer(omp_priv = 0)
#pragma omp declare reduction(absmax: double: omp_out = (omp_in > omp_out ? omp_in : omp_out)) initializer(omp_priv = 0.0)

typedef struct { int v[4]; } vec4;
#pragma omp declare reduction(vadd: vec4: omp_out.v[0] += omp_in.v[0], omp_out.v[1] += omp_in.v[1], \
    omp_out.v[2] += omp_in.v[2], omp_out.v[3] += omp_in.v[3]) initializer(omp_priv = omp_orig)

static int val(int i) { return (i * 37) % 101 - 50; }

static int test_struct_functions(void) {
  int errs = 0;
  stats_t s;
  stats_init(&s);
#pragma omp target teams distribute parallel for reduction(merge: s)
  for (int i = 0; i < N; i++) {
    int v = val(i);
    s.sum += v;
    s.count++;
    if (v < s.mn) s.mn = v;
    if (v > s.mx) s.mx = v;
  }
  long want = 0;
  for (int i = 0; i < N; i++) want += val(i);
  H26_CHECK(errs, s.sum == want && s.count == N && s.mn == -50 && s.mx == 50);
  H26_DONE(errs);
  return errs;
}

static int test_overloaded_id(void) {
  int errs = 0;
  int im = 0;
  double dm = 0;
#pragma omp target teams distribute parallel for reduction(absmax: im, dm)
  for (int i = 0; i < N; i++) {
    int a = val(i) < 0 ? -val(i) : val(i);
    if (a > im) im = a;
    double d = a * 0.5 + (i % 3);
    if (d > dm) dm = d;
  }
  H26_CHECK(errs, im == 50 && dm >= 25.0);
  printf("  absmax %d %.1f\n", im, dm);
  H26_DONE(errs);
  return errs;
}

static int test_split_teams(void) {
  int errs = 0;
  stats_t s;
  stats_init(&s);
#pragma omp target map(tofrom: s)
#pragma omp teams num_teams(3) reduction(merge: s)
#pragma omp distribute
  for (int i = 0; i < N; i++) {
    s.sum += i;
    s.count += i % 2;
    if (i < s.mn) s.mn = i;
    if (i > s.mx) s.mx = i;
  }
  H26_CHECK(errs, s.sum == (long)N * (N - 1) / 2 && s.count == N / 2 && s.mn == 0 && s.mx == N - 1);
  H26_DONE(errs);
  return errs;
}

static int test_nested_parallel(void) {
  int errs = 0;
  stats_t out;
  stats_init(&out);
#pragma omp target map(tofrom: out)
  {
    stats_t s;
    stats_init(&s);
#pragma omp parallel for reduction(merge: s)
    for (int i = 0; i < N; i++) {
      int v = val(i) * 2;
      s.sum += v;
      s.count++;
      if (v < s.mn) s.mn = v;
      if (v > s.mx) s.mx = v;
    }
    out = s;
  }
  H26_CHECK(errs, out.count == N && out.mn == -100 && out.mx == 100);
  H26_DONE(errs);
  return errs;
}

static int test_array_member(void) {
  int errs = 0;
  vec4 acc = {{1, 2, 3, 4}};
#pragma omp target teams distribute parallel for reduction(vadd: acc)
  for (int i = 0; i < N; i++) acc.v[i % 4] += 1;
  /* omp_priv = omp_orig: every private copy starts at the original, so
     the result depends on the number of copies; print rather than check */
  printf("  vadd %d %d %d %d\n", acc.v[0] - 1 >= N / 4, acc.v[1] - 2 >= N / 4, acc.v[2] % 1 == 0, acc.v[3] >= 4);
  vec4 z = {{0, 0, 0, 0}};
#pragma omp target teams distribute parallel for reduction(vadd: z)
  for (int i = 0; i < N; i++) z.v[i % 4] += i;
  H26_CHECK(errs, z.v[0] == 124500 && z.v[3] == 125250);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_struct_functions();
  errs += test_overloaded_id();
  errs += test_split_teams();
  errs += test_nested_parallel();
  errs += test_array_member();
  printf("total %d\n", errs);
  return errs != 0;
}
