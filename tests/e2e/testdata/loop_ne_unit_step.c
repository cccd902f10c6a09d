/* Loops tested with '!=' whose increment is a constant 1 or -1 written as
 * i += 1, i -= 1, i = i + 1, i = 1 + i, i = i - 1 or i += -1 (OpenMP 5.2
 * allows any of them): in a combined device kernel, collapsed, in a
 * nested worksharing loop of a target region, in a declare target
 * function, in a target region's host fallback (if(0)) and in host code.
 * Each loop's sum is checked against the sequential one. */
#include <stdio.h>

#define N 24
#define ONE 1

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

#pragma omp declare target
static void in_function(const int *a, int *b, int n) {
#pragma omp parallel for
  for (int i = n; i != 0; i = i - 1) b[i - 1] = a[i - 1] * i;
}
#pragma omp end declare target

static long sequential(const int *a, int lo, int hi) {
  long s = 0;
  for (int i = lo; i < hi; i++) s += a[i] * (i + 1);
  return s;
}

int main(void) {
  int a[N], b[N], n = N;
  long s;
  for (int i = 0; i < N; i++) a[i] = 3 * i - 7;

  /* Increasing, i += 1, in a combined kernel. */
  for (int i = 0; i < N; i++) b[i] = 0;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i != n; i += 1) b[i] = a[i] * (i + 1);
  s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  expect("kernel_add_one", s, sequential(a, 0, N));

  /* Decreasing, i -= 1 and i += -1, with a reduction. */
  s = 0;
#pragma omp target teams distribute parallel for map(to: a) reduction(+ : s)
  for (int i = n; i != 0; i -= 1) s += a[i - 1] * i;
  expect("kernel_sub_one", s, sequential(a, 0, N));
  s = 0;
#pragma omp target teams distribute parallel for map(to: a) reduction(+ : s)
  for (int i = n - 1; i != 3; i += -1) s += a[i] * (i + 1);
  expect("kernel_add_minus_one", s, sequential(a, 4, N));

  /* Collapsed: i = i + 1 outside, j = ONE + j inside. */
  s = 0;
#pragma omp target teams distribute parallel for collapse(2) map(to: a) reduction(+ : s)
  for (int i = 0; i != 4; i = i + 1)
    for (int j = 0; j != 6; j = ONE + j) s += a[i * 6 + j] * (i * 6 + j + 1);
  expect("collapse", s, sequential(a, 0, N));

  /* A nested worksharing loop, i = i - 1, unsigned counting down. */
  s = 0;
#pragma omp target map(to: a) map(tofrom: s)
#pragma omp parallel
#pragma omp for reduction(+ : s)
  for (unsigned i = N; i != 0u; i = i - 1u) s += a[i - 1] * (long)i;
  expect("nested_for", s, sequential(a, 0, N));

  /* A declare target function's own parallel loop. */
  for (int i = 0; i < N; i++) b[i] = 0;
#pragma omp target map(to: a) map(from: b)
  in_function(a, b, n);
  s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  expect("declare_target", s, sequential(a, 0, N));

  /* The host fallback of a target region. */
  s = 0;
#pragma omp target teams distribute parallel for if(0) map(to: a) reduction(+ : s)
  for (int i = 2; i != n; i += 1) s += a[i] * (i + 1);
  expect("fallback", s, sequential(a, 2, N));

  /* Host code. */
  s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = n; i != 0; i -= ONE) s += a[i - 1] * i;
  expect("host", s, sequential(a, 0, N));

  if (failures) {
    printf("FAIL loop_ne_unit_step (%d)\n", failures);
    return 1;
  }
  printf("PASS loop_ne_unit_step\n");
  return 0;
}
