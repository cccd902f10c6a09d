/* The private copies of min and max reductions on float and double start
 * at the largest finite value (FLT_MAX, DBL_MAX, negated for max), as
 * clang-19 starts them (OpenMP 5.2's "largest representable number"),
 * not at an infinity: a body that reads its copy before updating it sees
 * that value, and a max over values that are all -INFINITY gives
 * -DBL_MAX. On the device both must be clang-19's; the host fallback is
 * gcc's reduction, which starts at the infinities, so there either is
 * taken. */
#include <stdio.h>
#include <float.h>
#include <math.h>
#include <omp.h>

#define N 16

static int close_to(double got, double dev, double host, int on_device) {
  return got == dev || (!on_device && got == host);
}

int main(void) {
  double v[N];
  for (int i = 0; i < N; i++)
    v[i] = -INFINITY;
  double mx = -INFINITY, first_mx = 0;
  float mn = INFINITY, first_mn = 0;
  int on_device = 0, fails = 0;
#pragma omp target teams distribute parallel for num_teams(1) thread_limit(1) reduction(max: mx) reduction(min: mn) \
    map(to: v) map(from: first_mx, first_mn, on_device)
  for (int i = 0; i < N; i++) {
    if (i == 0) {
      first_mx = mx;
      first_mn = mn;
      on_device = !omp_is_initial_device();
    }
    mx = v[i] > mx ? v[i] : mx;
    mn = (float)-v[i] < mn ? (float)-v[i] : mn;
  }
  if (!close_to(first_mx, -DBL_MAX, -INFINITY, on_device)) {
    printf("FAIL first max copy %g\n", first_mx);
    fails++;
  }
  if (!close_to(first_mn, FLT_MAX, INFINITY, on_device)) {
    printf("FAIL first min copy %g\n", first_mn);
    fails++;
  }
  if (!close_to(mx, -DBL_MAX, -INFINITY, on_device) || !close_to(mn, FLT_MAX, INFINITY, on_device)) {
    printf("FAIL results %g %g\n", mx, mn);
    fails++;
  }
  double smx = 0;
  int seen_dev = 0;
#pragma omp target map(tofrom: smx, seen_dev)
  {
    seen_dev = !omp_is_initial_device();
#pragma omp parallel for simd num_threads(1) reduction(max: smx)
    for (int i = 0; i < 1; i++)
      if (smx != 0)
        smx = smx == -DBL_MAX ? 1 : 2;
  }
  if (!close_to(smx, 1, 2, seen_dev)) {
    printf("FAIL nested max copy %g\n", smx);
    fails++;
  }
  if (fails)
    return 1;
  printf("PASS reduction_minmax_float_init\n");
  return 0;
}
