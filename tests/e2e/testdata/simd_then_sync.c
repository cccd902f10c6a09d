/* single, masked, barrier and critical written right after a simd loop
 * (no statement between them) in a target parallel region, in a parallel
 * region of a target region and in a declare target function called in
 * one: they bind to the parallel region's team, not to the simd loop,
 * whether the loop's body is a statement or a block. Every value is
 * checked against what the program computes on the host. */
#include <omp.h>
#include <stdio.h>
#define N 24
#define T 4

#pragma omp declare target
int fn_single, fn_masked;
/* The team's sum of 0..n-1 per thread, then one thread's record. */
void tally(int n, int *sum) {
  int s = 0;
#pragma omp simd reduction(+: s)
  for (int i = 0; i < n; i++) s += i;
#pragma omp single
  fn_single += 1;
#pragma omp masked
  fn_masked += s;
#pragma omp atomic
  *sum += s;
}
#pragma omp end declare target

int main(void) {
  int errors = 0;
  int a[N], q = -1, m = -1, crit = 0, singles = 0, after[T];
  for (int t = 0; t < T; t++) after[t] = -1;
#pragma omp target parallel num_threads(T) map(tofrom: a, q, m, crit, singles, after)
  {
    int loc = 0;
#pragma omp simd reduction(+: loc)
    for (int i = 0; i < N; i++) loc += i;
#pragma omp single
    { q = loc; singles++; }
#pragma omp simd
    for (int i = 0; i < N; i++) { (void)i; }
#pragma omp masked
    m = loc + 1;
#pragma omp for
    for (int i = 0; i < N; i++) a[i] = 2 * i;
#pragma omp simd
    for (int i = 0; i < 3; i++) loc += 1;
#pragma omp barrier
#pragma omp critical
    crit += loc;
    after[omp_get_thread_num()] = a[N - 1];
  }
  int nth = 0;
  for (int t = 0; t < T; t++) {
    if (after[t] == -1) continue;
    nth++;
    errors += after[t] != 2 * (N - 1);
  }
  errors += q != N * (N - 1) / 2 || m != q + 1 || singles != 1 || crit != nth * (q + 3);
  for (int i = 0; i < N; i++) errors += a[i] != 2 * i;
  printf("target parallel: q=%d m=%d singles=%d crit/threads=%d\n", q, m, singles, nth ? crit / nth : -1);

  int q2 = -1, cnt2 = 0;
#pragma omp target map(tofrom: q2, cnt2)
  {
#pragma omp parallel num_threads(T)
    {
      int k = 0, j;
#pragma omp simd
      for (j = 0; j < 10; j++) k += 2;
#pragma omp barrier
#pragma omp single
      q2 = k * 100 + j;
#pragma omp atomic
      cnt2 += 1;
    }
  }
  errors += q2 != 2010 || cnt2 < 1;
  printf("parallel in target: q2=%d\n", q2);

  int sum = 0;
  fn_single = fn_masked = 0;
#pragma omp target update to(fn_single, fn_masked)
#pragma omp target parallel num_threads(T) map(tofrom: sum)
  tally(N, &sum);
#pragma omp target update from(fn_single, fn_masked)
  errors += fn_single != 1 || fn_masked != N * (N - 1) / 2 || sum % (N * (N - 1) / 2) != 0 || sum == 0;
  printf("declare target function: single=%d masked=%d\n", fn_single, fn_masked);
  printf("%s simd_then_sync\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
