/* defaultmap(behavior[:category]) with every behavior and category:
 * what the region sees of a variable it uses without a clause, and what
 * the host sees after it. */
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

struct P {
  int x, y;
};

int main(void) {
  int s = 1, seen = 0;
  int a[4] = {1, 2, 3, 4};
  struct P pt = {5, 6};
  int *p = a;
  double d = 2.5;

  /* tofrom: scalar: the write reaches the host. */
#pragma omp target defaultmap(tofrom: scalar)
  { s = s + 10; d = d * 2; }
  expect("tofrom_scalar_s", s, 11);
  expect("tofrom_scalar_d10", (long)(d * 10), 50);

  /* from: scalar: only the result comes back. */
#pragma omp target defaultmap(from: scalar)
  { s = 42; }
  expect("from_scalar_s", s, 42);

  /* to: scalar: the value goes in, the write stays on the device. */
  s = 3;
#pragma omp target defaultmap(to: scalar) map(from: seen)
  { seen = s * 2; s = 99; }
  expect("to_scalar_seen", seen, 6);
  expect("to_scalar_s", s, 3);

  /* firstprivate: aggregate: the region writes its own copy. */
#pragma omp target defaultmap(firstprivate: aggregate) map(from: seen)
  { a[0] = 100; pt.x = 50; seen = a[1] + pt.y; }
  expect("fp_aggregate_seen", seen, 8);
  expect("fp_aggregate_a0", a[0], 1);
  expect("fp_aggregate_ptx", pt.x, 5);

  /* to: aggregate: device writes stay there. */
#pragma omp target defaultmap(to: aggregate) map(from: seen)
  { a[2] = 300; seen = a[3]; }
  expect("to_aggregate_seen", seen, 4);
  expect("to_aggregate_a2", a[2], 3);

  /* tofrom with no category: everything maps tofrom. */
  s = 0;
#pragma omp target defaultmap(tofrom)
  { s = 7; a[3] = 40; pt.y = 60; }
  expect("tofrom_all_s", s, 7);
  expect("tofrom_all_a3", a[3], 40);
  expect("tofrom_all_pty", pt.y, 60);

  /* firstprivate of everything; default restores the implicit rules. */
#pragma omp target defaultmap(firstprivate)
  { s = 8; a[3] = 41; }
  expect("fp_all_s", s, 7);
  expect("fp_all_a3", a[3], 40);
#pragma omp target defaultmap(default: scalar) defaultmap(tofrom: aggregate)
  { s = 9; a[3] = 42; }
  expect("default_scalar_s", s, 7);
  expect("default_scalar_a3", a[3], 42);

  /* pointer: tofrom maps the pointer variable itself. */
  int *q = 0;
#pragma omp target defaultmap(tofrom: pointer) map(to: p)
  { q = (int *)0 + 4; }
  expect("tofrom_pointer_q", (long)(q - (int *)0), 4);

  /* alloc: the device copy is not initialized from the host, and
   * nothing comes back. */
  s = 5;
#pragma omp target defaultmap(alloc: scalar)
  { s = 6; }
  expect("alloc_scalar_s", s, 5);

  /* present: the variable must be present, and is used in place. */
  int b[4] = {1, 1, 1, 1};
#pragma omp target data map(tofrom: b)
  {
#pragma omp target defaultmap(present: aggregate)
    { b[0] = 9; }
  }
  expect("present_b0", b[0], 9);

  if (failures) {
    printf("FAIL defaultmap (%d)\n", failures);
    return 1;
  }
  printf("PASS defaultmap\n");
  return 0;
}
