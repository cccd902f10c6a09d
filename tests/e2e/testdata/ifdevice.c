/* if() and device() clauses: if(0) and device(omp_get_initial_device())
 * run the region on the host (omp_is_initial_device() is 1 there), if(1)
 * and device(omp_get_default_device()) offload it (0). The results are
 * the same either way. */
#include <omp.h>
#include <stdio.h>

static int failures;

static void expect(const char *what, int got, int want) {
  printf("%s=%d\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %d, want %d\n", what, got, want);
    failures++;
  }
}

int main(void) {
  int on_if0 = -1, on_if1 = -1, on_cond_small = -1, on_cond_big = -1;
  int on_default = -1, on_initial = -1;
  int n = 3;

#pragma omp target if(0) map(from: on_if0)
  { on_if0 = omp_is_initial_device(); }
#pragma omp target if(1) map(from: on_if1)
  { on_if1 = omp_is_initial_device(); }
#pragma omp target if(n > 5) map(from: on_cond_small)
  { on_cond_small = omp_is_initial_device(); }
  n = 10;
#pragma omp target if(n > 5) map(from: on_cond_big)
  { on_cond_big = omp_is_initial_device(); }
#pragma omp target device(omp_get_default_device()) map(from: on_default)
  { on_default = omp_is_initial_device(); }
#pragma omp target device(omp_get_initial_device()) map(from: on_initial)
  { on_initial = omp_is_initial_device(); }

  expect("if0_initial", on_if0, 1);
  expect("if1_initial", on_if1, 0);
  expect("if_n3_initial", on_cond_small, 1);
  expect("if_n10_initial", on_cond_big, 0);
  expect("default_device_initial", on_default, 0);
  expect("initial_device_initial", on_initial, 1);

  /* A loop construct with if(0) and one with the initial device: the host
   * fallback computes the same numbers, and every iteration sees that it
   * ran on the host. */
  int a[100], b[100], c[100], flags_a[100], flags_b[100], flags_c[100];
  int use_device = 0;
  for (int i = 0; i < 100; i++) a[i] = b[i] = c[i] = i, flags_a[i] = flags_b[i] = flags_c[i] = -1;
#pragma omp target teams distribute parallel for if(use_device) map(tofrom: a, flags_a)
  for (int i = 0; i < 100; i++) {
    a[i] = a[i] * 7 + 1;
    flags_a[i] = omp_is_initial_device();
  }
#pragma omp target teams distribute parallel for device(omp_get_initial_device()) map(tofrom: b, flags_b)
  for (int i = 0; i < 100; i++) {
    b[i] = b[i] * 7 + 1;
    flags_b[i] = omp_is_initial_device();
  }
#pragma omp target teams distribute parallel for if(!use_device == 1) device(omp_get_default_device()) map(tofrom: c, flags_c)
  for (int i = 0; i < 100; i++) {
    c[i] = c[i] * 7 + 1;
    flags_c[i] = omp_is_initial_device();
  }
  int bad = 0, host_a = 0, host_b = 0, host_c = 0;
  long sum = 0;
  for (int i = 0; i < 100; i++) {
    bad += a[i] != 7 * i + 1 || b[i] != a[i] || c[i] != a[i];
    host_a += flags_a[i];
    host_b += flags_b[i];
    host_c += flags_c[i];
    sum += a[i];
  }
  expect("loop_mismatches", bad, 0);
  expect("loop_if0_host_iterations", host_a, 100);
  expect("loop_initial_device_host_iterations", host_b, 100);
  expect("loop_default_device_host_iterations", host_c, 0);
  printf("loop_sum=%ld\n", sum);

  if (failures) {
    printf("FAIL ifdevice: %d failures\n", failures);
    return 1;
  }
  printf("PASS ifdevice\n");
  return 0;
}
