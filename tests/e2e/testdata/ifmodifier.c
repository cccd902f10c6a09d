/* if clauses with directive-name-modifiers: if(parallel: 0) runs the
 * parallel level of a device loop with one thread per team, if(target:
 * 0) runs the region on the host, several if clauses on one combined
 * construct each apply to their own leaf, a nested parallel's if applies
 * to it alone, if(simd:) is a hint, and the data directives take their
 * own names. */
#include <omp.h>
#include <stdio.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

#define N 64

int main(void) {
  int nt[N], on_host = -1, zero = 0, one = 1;
  long sum = 0;

  for (int i = 0; i < N; i++) nt[i] = -1;
#pragma omp target parallel for if(parallel: zero) map(tofrom: nt)
  for (int i = 0; i < N; i++) nt[i] = omp_get_num_threads();
  expect("parallel_for_if0_threads0", nt[0], 1);
  expect("parallel_for_if0_threads63", nt[N - 1], 1);

  for (int i = 0; i < N; i++) nt[i] = -1;
#pragma omp target teams distribute parallel for if(parallel: 0) map(tofrom: nt) reduction(+: sum)
  for (int i = 0; i < N; i++) {
    nt[i] = omp_get_num_threads();
    sum += i;
  }
  expect("tdpf_if0_threads", nt[5], 1);
  expect("tdpf_if0_threads_last", nt[N - 1], 1);
  expect("tdpf_if0_sum", sum, N * (N - 1) / 2);

  /* A true if(parallel:) changes nothing: the loop still covers all. */
  for (int i = 0; i < N; i++) nt[i] = 0;
#pragma omp target teams distribute parallel for if(parallel: one) map(tofrom: nt)
  for (int i = 0; i < N; i++) nt[i] = i + (omp_get_num_threads() >= 1);
  expect("tdpf_if1_nt63", nt[N - 1], N);

  /* target parallel: one thread runs the region. */
  int count = 0;
#pragma omp target parallel if(parallel: 0) map(tofrom: count)
  {
#pragma omp atomic
    count += 1;
  }
  expect("target_parallel_if0_count", count, 1);

  /* Two if clauses: the target one decides where it runs, the parallel
   * one how many threads. */
#pragma omp target parallel for if(target: 0) if(parallel: 1) map(tofrom: nt, on_host)
  for (int i = 0; i < N; i++) {
    nt[i] = 7;
    if (i == 0) on_host = omp_is_initial_device();
  }
  expect("if_target0_on_host", on_host, 1);
  expect("if_target0_nt", nt[3], 7);
#pragma omp target parallel for if(target: 1) if(parallel: 0) map(tofrom: nt, on_host)
  for (int i = 0; i < N; i++) {
    nt[i] = omp_get_num_threads();
    if (i == 0) on_host = omp_is_initial_device();
  }
  expect("if_target1_on_host", on_host, 0);
  expect("if_target1_parallel0_threads", nt[9], 1);

  /* An if without modifier on a nested parallel construct is its own. */
  for (int i = 0; i < N; i++) nt[i] = -1;
#pragma omp target map(tofrom: nt, on_host)
#pragma omp parallel for if(zero)
  for (int i = 0; i < N; i++) {
    nt[i] = omp_get_num_threads();
    if (i == 0) on_host = omp_is_initial_device();
  }
  expect("nested_if0_on_host", on_host, 0);
  expect("nested_if0_threads", nt[11], 1);
#pragma omp target teams map(tofrom: nt) num_teams(2)
#pragma omp distribute parallel for if(parallel: zero)
  for (int i = 0; i < N; i++) nt[i] = omp_get_num_threads() + 100;
  expect("nested_dpf_if0_threads", nt[40], 101);

  /* if(simd:) is a hint to the lanes. */
#pragma omp target teams distribute parallel for simd if(simd: 0) map(tofrom: nt)
  for (int i = 0; i < N; i++) nt[i] = 2 * i;
  expect("simd_if0_nt", nt[21], 42);
  int grid[8][4];
#pragma omp target teams distribute parallel for map(from: grid)
  for (int i = 0; i < 8; i++) {
#pragma omp simd if(simd: zero)
    for (int j = 0; j < 4; j++) grid[i][j] = i * 4 + j;
  }
  expect("inner_simd_if0_grid", grid[7][3], 31);

  /* Data directives with their own modifiers; device(device_num:). */
  int v[4] = {1, 2, 3, 4};
#pragma omp target enter data map(to: v) if(target enter data: 1)
#pragma omp target map(tofrom: v)
  { v[0] = 10; }
  expect("enter_v0_host_before", v[0], 1);
#pragma omp target update from(v) if(target update: 0)
  expect("update_if0_v0", v[0], 1);
#pragma omp target update from(v) if(target update: 1)
  expect("update_if1_v0", v[0], 10);
#pragma omp target exit data map(delete: v) if(target exit data: one)
  int w = 5;
#pragma omp target data map(tofrom: w) if(target data: 0)
  {
#pragma omp target map(tofrom: w) device(device_num: 0)
    { w = w + 1; }
  }
  expect("data_if0_w", w, 6);

  if (failures) {
    printf("FAIL ifmodifier (%d)\n", failures);
    return 1;
  }
  printf("PASS ifmodifier\n");
  return 0;
}
