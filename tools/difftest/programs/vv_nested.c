/* Conformance-style tests (a harness of checking macros, one function per
 * feature): reduction operators, collapse(3), worksharing constructs in
 * target parallel, ordered, atomics on declare target globals, target in
 * functions, if(parallel:). */
#include "vv_harness.h"

int g_sum = 0;
#pragma omp declare target to(g_sum)

int test_more_reduction_ops(void) {
  int errors = 0;
  int x = 0, band = ~0, bx = 0, lor = 0, sub = 0;
  double dmin = 1e300, dmax = -1e300;
#pragma omp target teams distribute parallel for reduction(^: bx) reduction(&: band) reduction(||: lor) reduction(-: sub) reduction(min: dmin) reduction(max: dmax) reduction(+: x)
  for (int i = 0; i < N; i++) {
    bx ^= i;
    band &= (i | 0x100);
    lor = lor || (i == 700);
    sub -= 1;
    double v = (i - 300) * 0.25;
    if (v < dmin) dmin = v;
    if (v > dmax) dmax = v;
    x += i % 3;
  }
  int hbx = 0, hband = ~0, hx = 0;
  for (int i = 0; i < N; i++) { hbx ^= i; hband &= (i | 0x100); hx += i % 3; }
  TEST_AND_SET_VERBOSE(errors, bx != hbx || band != hband || lor != 1 || sub != -N || x != hx);
  TEST_AND_SET_VERBOSE(errors, dmin != -75.0 || dmax != (N - 1 - 300) * 0.25);
  REPORT_AND_RETURN(errors);
}

int test_collapse3(void) {
  int errors = 0;
  int cube[8][8][8];
#pragma omp target teams distribute parallel for collapse(3) map(from: cube)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      for (int k = 0; k < 8; k++) cube[i][j][k] = i * 64 + j * 8 + k;
  for (int i = 0; i < 512; i++) TEST_AND_SET_VERBOSE(errors, ((int *)cube)[i] != i);
  REPORT_AND_RETURN(errors);
}

int test_worksharing_in_target_parallel(void) {
  int errors = 0;
  int a[N], sec[2] = {0, 0}, single_cnt = 0, master_cnt = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target parallel num_threads(4) map(tofrom: a, sec, single_cnt, master_cnt)
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp sections
    {
#pragma omp section
      sec[0] = 1;
#pragma omp section
      sec[1] = 2;
    }
#pragma omp single
    single_cnt++;
#pragma omp masked
    master_cnt++;
#pragma omp barrier
  }
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != i);
  TEST_AND_SET_VERBOSE(errors, sec[0] != 1 || sec[1] != 2 || single_cnt != 1 || master_cnt != 1);
  REPORT_AND_RETURN(errors);
}

int test_ordered(void) {
  int errors = 0;
  int order[64], pos = 0;
#pragma omp target parallel for ordered map(tofrom: order, pos) num_threads(4)
  for (int i = 0; i < 64; i++) {
#pragma omp ordered
    { order[pos++] = i; }
  }
  for (int i = 0; i < 64; i++) TEST_AND_SET_VERBOSE(errors, order[i] != i);
  REPORT_AND_RETURN(errors);
}

int test_global_atomic(void) {
  int errors = 0;
  g_sum = 0;
#pragma omp target update to(g_sum)
#pragma omp target teams distribute parallel for num_teams(4)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    g_sum += 1;
  }
#pragma omp target update from(g_sum)
  TEST_AND_SET_VERBOSE(errors, g_sum != N);
  REPORT_AND_RETURN(errors);
}

static void scale(int *arr, int n, int f) {
#pragma omp target teams distribute parallel for map(tofrom: arr[0:n]) firstprivate(f)
  for (int i = 0; i < n; i++) arr[i] *= f;
}

int test_function_param_array(void) {
  int errors = 0;
  int a[N];
  fill_seq(a, N, 1);
  scale(a, N, 3);
  scale(a + 10, 5, -1);
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, a[i] != ((i >= 10 && i < 15) ? -3 * (i + 1) : 3 * (i + 1)));
  REPORT_AND_RETURN(errors);
}

int test_teams_private_firstprivate(void) {
  int errors = 0;
  int base = 7, out[8];
  for (int i = 0; i < 8; i++) out[i] = -1;
#pragma omp target teams num_teams(8) firstprivate(base) map(tofrom: out)
  {
    int t = omp_get_team_num();
    base += t;
    if (t < 8) out[t] = base;
  }
  for (int i = 0; i < 8; i++) TEST_AND_SET_VERBOSE(errors, out[i] != -1 && out[i] != 7 + i);
  TEST_AND_SET_VERBOSE(errors, base != 7);
  REPORT_AND_RETURN(errors);
}

int test_if_parallel(void) {
  int errors = 0;
  int nt = -1;
#pragma omp target parallel if(parallel: 0) num_threads(4) map(from: nt)
  { if (omp_get_thread_num() == 0) nt = omp_get_num_threads(); }
  TEST_AND_SET_VERBOSE(errors, nt != 1);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_more_reduction_ops);
  RUN_TEST(test_collapse3);
  RUN_TEST(test_worksharing_in_target_parallel);
  RUN_TEST(test_ordered);
  RUN_TEST(test_global_atomic);
  RUN_TEST(test_function_param_array);
  RUN_TEST(test_teams_private_firstprivate);
  RUN_TEST(test_if_parallel);
  FINISH("vv_nested", total);
  return 0;
}
