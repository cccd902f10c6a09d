/* Conformance-style tests (a harness of checking macros, one function per
 * feature): teams, distribute, parallel for and simd in combined and
 * nested forms, reductions, num_teams and thread_limit, collapse and
 * dist_schedule, firstprivate and lastprivate. */
#include "vv_harness.h"

int test_teams_distribute_reduction(void) {
  int errors = 0;
  int a[N];
  fill_seq(a, N, 1);
  long sum = 0;
#pragma omp target teams distribute map(to: a) reduction(+: sum)
  for (int i = 0; i < N; i++) sum += a[i];
  TEST_AND_SET_VERBOSE(errors, sum != (long)N * (N + 1) / 2);
  REPORT_AND_RETURN(errors);
}

int test_tdpf_reductions(void) {
  int errors = 0;
  double x[N];
  for (int i = 0; i < N; i++) x[i] = (i % 17) - 8;
  double s = 0; double mx = -1e9; int mn = 1 << 30; int prod = 1; int land = 1; int bor = 0;
#pragma omp target teams distribute parallel for map(to: x) reduction(+: s) reduction(max: mx) reduction(min: mn) reduction(&&: land) reduction(|: bor)
  for (int i = 0; i < N; i++) {
    s += x[i];
    if (x[i] > mx) mx = x[i];
    if ((int)x[i] < mn) mn = (int)x[i];
    land = land && (i >= 0);
    bor |= (1 << (i % 8));
  }
#pragma omp target teams distribute parallel for reduction(*: prod)
  for (int i = 0; i < 10; i++) prod *= (i % 3 == 0) ? 2 : 1;
  double hs = 0; for (int i = 0; i < N; i++) hs += x[i];
  TEST_AND_SET_VERBOSE(errors, s != hs);
  TEST_AND_SET_VERBOSE(errors, mx != 8.0 || mn != -8);
  TEST_AND_SET_VERBOSE(errors, prod != 16 || land != 1 || bor != 255);
  REPORT_AND_RETURN(errors);
}

int test_tdpfs(void) {
  int errors = 0;
  float a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target teams distribute parallel for simd map(to: a) map(from: b) num_teams(4) thread_limit(64)
  for (int i = 0; i < N; i++) b[i] = a[i] * 0.5f;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, b[i] != i * 0.5f);
  REPORT_AND_RETURN(errors);
}

int test_num_teams_thread_limit(void) {
  int errors = 0;
  int nteams = -1, nthreads = -1;
#pragma omp target teams num_teams(4) thread_limit(8) map(from: nteams, nthreads)
  {
    if (omp_get_team_num() == 0) {
      nteams = omp_get_num_teams();
#pragma omp parallel
      {
        if (omp_get_thread_num() == 0) nthreads = omp_get_num_threads();
      }
    }
  }
  TEST_AND_SET_VERBOSE(errors, nteams < 1 || nteams > 4);
  TEST_AND_SET_VERBOSE(errors, nthreads < 1 || nthreads > 8);
  REPORT_AND_RETURN(errors);
}

int test_nested_forms(void) {
  int errors = 0;
  int m[64][64];
#pragma omp target map(from: m)
#pragma omp teams distribute
  for (int i = 0; i < 64; i++) {
#pragma omp parallel for
    for (int j = 0; j < 64; j++) m[i][j] = i * 64 + j;
  }
  for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) TEST_AND_SET_VERBOSE(errors, m[i][j] != i * 64 + j);
  int tot = 0;
#pragma omp target teams map(tofrom: tot) num_teams(2)
  {
#pragma omp distribute parallel for reduction(+: tot)
    for (int i = 0; i < 100; i++) tot += i;
  }
  TEST_AND_SET_VERBOSE(errors, tot != 4950);
  REPORT_AND_RETURN(errors);
}

int test_collapse_dist_schedule(void) {
  int errors = 0;
  int m[32][32];
#pragma omp target teams distribute parallel for collapse(2) dist_schedule(static, 4) schedule(static, 2) map(from: m)
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) m[i][j] = i - j;
  for (int i = 0; i < 32; i++) for (int j = 0; j < 32; j++) TEST_AND_SET_VERBOSE(errors, m[i][j] != i - j);
  REPORT_AND_RETURN(errors);
}

int test_target_parallel_forms(void) {
  int errors = 0;
  int a[N];
  int s = 0;
#pragma omp target parallel for map(from: a) num_threads(4)
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target parallel map(tofrom: s) num_threads(4)
  {
#pragma omp for reduction(+: s)
    for (int i = 0; i < N; i++) s += a[i];
  }
  int t = 0;
#pragma omp target simd reduction(+: t)
  for (int i = 0; i < 10; i++) t += i;
  int u = 0;
#pragma omp target parallel for simd reduction(+: u)
  for (int i = 0; i < 10; i++) u += 2 * i;
  TEST_AND_SET_VERBOSE(errors, s != N * (N - 1) / 2 || t != 45 || u != 90);
  REPORT_AND_RETURN(errors);
}

int test_lastprivate_firstprivate_teams(void) {
  int errors = 0;
  int last = -1, base = 10;
  int a[N];
#pragma omp target teams distribute parallel for firstprivate(base) lastprivate(last) map(from: a) map(tofrom: last)
  for (int i = 0; i < N; i++) { a[i] = base + i; last = i; }
  TEST_AND_SET_VERBOSE(errors, last != N - 1);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != 10 + i);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_teams_distribute_reduction);
  RUN_TEST(test_tdpf_reductions);
  RUN_TEST(test_tdpfs);
  RUN_TEST(test_num_teams_thread_limit);
  RUN_TEST(test_nested_forms);
  RUN_TEST(test_collapse_dist_schedule);
  RUN_TEST(test_target_parallel_forms);
  RUN_TEST(test_lastprivate_firstprivate_teams);
  FINISH("vv_teams", total);
  return 0;
}
