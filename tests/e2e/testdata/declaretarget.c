/* declare target with a list: `declare target(list)`, `to(list)` and
 * OpenMP 5.2's `enter(list)` for globals declared earlier give the same
 * device copy as the begin/end form: registered, initialized on the
 * device from the initializer, used by kernels directly (host writes are
 * not seen until target update to; device writes stay on the device
 * until target update from). Were they mapped implicitly instead, every
 * region would copy the host values in and out. */
#include <stdio.h>

#define N 8

int coeffs[N] = {1, 2, 3, 4, 5, 6, 7, 8};
double gain = 3.0;
long counter;
struct pair {
  int lo, hi;
} range = {2, 5};
extern int late[4]; /* declared here, defined after the directive */

#pragma omp declare target(coeffs)
#pragma omp declare target to(gain)
#pragma omp declare target enter(counter, range) enter(late)

int late[4] = {10, 20, 30, 40};

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  /* Host writes before any region: the device copies keep the
   * initializers. */
  coeffs[0] = 100;
  gain = 7.0;
  late[1] = 99;
  long s = 0;
#pragma omp target map(from: s)
  {
    long t = 0;
    for (int i = range.lo; i < range.hi; i++) t += coeffs[i];
    s = t * (long)gain + coeffs[0] + late[1];
  }
  expect("device_initializers", s, (3 + 4 + 5) * 3 + 1 + 20);

  /* Device writes stay on the device. */
#pragma omp target
  {
    for (int i = 0; i < 5; i++) counter += i;
    late[3] = 444;
  }
  expect("counter_host_before", counter, 0);
  expect("late3_host_before", late[3], 40);
#pragma omp target update from(counter, late[3:1])
  expect("counter_host_after", counter, 10);
  expect("late3_host_after", late[3], 444);

  /* Updates to the device copy. */
#pragma omp target update to(coeffs, gain)
  range.hi = 8;
#pragma omp target update to(range)
#pragma omp target map(from: s)
  {
    long t = 0;
    for (int i = range.lo; i < range.hi; i++) t += coeffs[i];
    s = t * (long)gain + coeffs[0] + counter;
  }
  expect("after_updates", s, (3 + 4 + 5 + 6 + 7 + 8) * 7 + 100 + 10);

  if (failures) {
    printf("FAIL declaretarget: %d failures\n", failures);
    return 1;
  }
  printf("PASS declaretarget\n");
  return 0;
}
