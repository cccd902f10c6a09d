/* declare target variables: registered as offload entries, defined in
 * the device image with their initializers, used by kernels directly and
 * moved with target update. */
#include <stdio.h>

#define N 16

#pragma omp declare target
int table[N] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
double scale = 2.0;
struct cfg {
  int a, b;
} config = {3, 4};
#pragma omp end declare target

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  /* The device copy starts from the initializer. */
  long s = 0;
#pragma omp target map(from: s)
  {
    long t = 0;
    for (int i = 0; i < N; i++) t += table[i];
    s = t + config.a * config.b;
  }
  expect("device_sum", s, 136 + 12);

  /* Host writes are not seen by the device until target update to. */
  scale = 10.0;
  double seen = 0;
#pragma omp target map(from: seen)
  { seen = scale; }
  expect("scale_before_update", (long)seen, 2);
#pragma omp target update to(scale)
#pragma omp target map(from: seen)
  { seen = scale; }
  expect("scale_after_update", (long)seen, 10);

  /* Device writes come back only with target update from. */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) table[i] = table[i] * (int)scale;
  expect("table3_host_before", table[3], 4);
#pragma omp target update from(table[2:4])
  expect("table3_host_after", table[3], 40);
  expect("table6_not_updated", table[6], 7);
  config.b = 100;
#pragma omp target update to(config)
  int prod = 0;
#pragma omp target map(from: prod)
  { prod = config.a * config.b; }
  expect("config_prod", prod, 300);

  if (failures) {
    printf("FAIL globals: %d failures\n", failures);
    return 1;
  }
  printf("PASS globals\n");
  return 0;
}
