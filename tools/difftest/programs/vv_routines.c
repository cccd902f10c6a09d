/* Conformance-style tests (a harness of checking macros, one function per
 * feature): omp_get_* routines on the host and in target, parallel and
 * teams regions, omp_get_wtime, target regions inside host parallel
 * regions. */
#include "vv_harness.h"

int test_host_routines(void) {
  int errors = 0;
  TEST_AND_SET_VERBOSE(errors, omp_get_num_devices() < 1);
  TEST_AND_SET_VERBOSE(errors, omp_get_initial_device() != omp_get_num_devices());
  TEST_AND_SET_VERBOSE(errors, omp_is_initial_device() != 1);
  TEST_AND_SET_VERBOSE(errors, omp_get_default_device() < 0);
  int d = omp_get_default_device();
  omp_set_default_device(d);
  TEST_AND_SET_VERBOSE(errors, omp_get_default_device() != d);
  REPORT_AND_RETURN(errors);
}

int test_device_routines(void) {
  int errors = 0;
  int initial = -1, level = -1, inpar = -1, nthr = -1, tnum = -1, teams = -1, team = -1, active = -1, devnum = -5;
#pragma omp target map(from: initial, level, inpar, nthr, tnum, teams, team, active, devnum)
  {
    initial = omp_is_initial_device();
    level = omp_get_level();
    inpar = omp_in_parallel();
    nthr = omp_get_num_threads();
    tnum = omp_get_thread_num();
    teams = omp_get_num_teams();
    team = omp_get_team_num();
    active = omp_get_active_level();
    devnum = omp_get_device_num();
  }
  TEST_AND_SET_VERBOSE(errors, initial != 0);
  TEST_AND_SET_VERBOSE(errors, level != 0 || inpar != 0 || nthr != 1 || tnum != 0);
  TEST_AND_SET_VERBOSE(errors, teams != 1 || team != 0 || active != 0);
  (void)devnum; /* clang-19 on the host plugin answers the initial device (docs/device-runtime.md) */
  REPORT_AND_RETURN(errors);
}

int test_parallel_routines(void) {
  int errors = 0;
  int counts[64];
  int nthreads = 0, lvl = -1, inpar = -1;
  for (int i = 0; i < 64; i++) counts[i] = 0;
#pragma omp target parallel num_threads(8) map(tofrom: counts, nthreads, lvl, inpar)
  {
    int t = omp_get_thread_num();
    counts[t] = 1;
    if (t == 0) { nthreads = omp_get_num_threads(); lvl = omp_get_level(); inpar = omp_in_parallel(); }
  }
  TEST_AND_SET_VERBOSE(errors, nthreads < 1 || nthreads > 8);
  TEST_AND_SET_VERBOSE(errors, sum_int(counts, 64) != nthreads);
  TEST_AND_SET_VERBOSE(errors, lvl != 1);
  TEST_AND_SET_VERBOSE(errors, inpar != (nthreads > 1));
  REPORT_AND_RETURN(errors);
}

int test_teams_routines(void) {
  int errors = 0;
  int seen[16];
  int nt = 0;
  for (int i = 0; i < 16; i++) seen[i] = 0;
#pragma omp target teams num_teams(4) map(tofrom: seen, nt)
  {
    int t = omp_get_team_num();
    if (t < 16) seen[t] = 1;
    if (t == 0) nt = omp_get_num_teams();
  }
  TEST_AND_SET_VERBOSE(errors, nt < 1 || nt > 4);
  TEST_AND_SET_VERBOSE(errors, sum_int(seen, 16) != nt);
  REPORT_AND_RETURN(errors);
}

int test_time_and_wtick(void) {
  int errors = 0;
  double t0 = omp_get_wtime();
  double dt = -1.0;
#pragma omp target map(from: dt)
  {
    double a = omp_get_wtime();
    double b = omp_get_wtime();
    dt = b - a;
  }
  double t1 = omp_get_wtime();
  TEST_AND_SET_VERBOSE(errors, dt < 0.0);
  TEST_AND_SET_VERBOSE(errors, t1 < t0);
  TEST_AND_SET_VERBOSE(errors, omp_get_wtick() <= 0.0);
  REPORT_AND_RETURN(errors);
}

int test_target_in_host_parallel(void) {
  int errors = 0;
  int res[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(4)
  {
    int id = omp_get_thread_num();
#pragma omp target map(tofrom: res[id:1]) firstprivate(id)
    { res[id] = (id + 1) * 10 + omp_is_initial_device(); }
  }
  int nthr = omp_get_max_threads() < 4 ? omp_get_max_threads() : 4;
  (void)nthr;
  for (int i = 0; i < 4; i++) TEST_AND_SET_VERBOSE(errors, res[i] != 0 && res[i] != (i + 1) * 10);
  int tot = 0;
#pragma omp parallel for reduction(+: tot) num_threads(4)
  for (int i = 0; i < 8; i++) {
    int v = 0;
#pragma omp target map(from: v)
    v = twice(i);
    tot += v;
  }
  TEST_AND_SET_VERBOSE(errors, tot != 56);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_host_routines);
  RUN_TEST(test_device_routines);
  RUN_TEST(test_parallel_routines);
  RUN_TEST(test_teams_routines);
  RUN_TEST(test_time_and_wtick);
  RUN_TEST(test_target_in_host_parallel);
  FINISH("vv_routines", total);
  return 0;
}
