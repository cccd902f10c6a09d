/* begin declare target / end declare target with device_type and
 * indirect, and the list form with device_type: device_type(host)
 * functions and variables stay on the host, device_type(any) ones are on
 * both, and indirect changes nothing for direct calls. */
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

#pragma omp begin declare target
int scale = 3;
int triple(int x) { return scale * x; }
#pragma omp end declare target

#pragma omp begin declare target device_type(any) indirect
int plus_one(int x) { return x + 1; }
#pragma omp end declare target

#pragma omp begin declare target device_type(host)
int host_count = 0;
int host_only(int x) {
  host_count++;
  return x * 100;
}
#pragma omp end declare target

int offset = 7;
int square(int x) { return x * x; }
#pragma omp declare target to(offset, square) device_type(any)

int host_side(int x) { return x - 1; }
#pragma omp declare target to(host_side) device_type(host)

int main(void) {
  int out[8];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 8; i++) out[i] = triple(i) + plus_one(i) + square(i) + offset;
  expect("out0", out[0], 8);
  expect("out5", out[5], 15 + 6 + 25 + 7);

  /* The device copy of a declare target variable is its own. */
  scale = 10;
#pragma omp target map(from: out[0:1])
  { out[0] = triple(2); }
  expect("device_scale_old", out[0], 6);
#pragma omp target update to(scale)
#pragma omp target map(from: out[0:1])
  { out[0] = triple(2); }
  expect("device_scale_new", out[0], 20);

  /* Host-only code runs on the host. */
  expect("host_only", host_only(3) + host_side(5), 304);
  expect("host_count", host_count, 1);

  if (failures) {
    printf("FAIL begindeclaretarget (%d)\n", failures);
    return 1;
  }
  printf("PASS begindeclaretarget\n");
  return 0;
}
