/* default(shared|none|private|firstprivate) and shared on target
 * constructs with teams and parallel levels, combined and nested.
 * default(firstprivate) makes each scalar the region references a copy of
 * the target level's: writes stay in the region even where the target
 * level maps the variable tofrom; default(private) gives an uninitialized
 * copy; default(none) with explicit clauses; default(shared) changes
 * nothing. A firstprivate of a nested construct starts from the present
 * device copy, which the target level maps. */
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

int main(void) {
  int x = 1, y = 2, seen = 0;
  int a[8];
  double d = 1.5;
  int *p = a;
  for (int i = 0; i < 8; i++) a[i] = i;

  /* default(firstprivate): x is the region's own copy, starting from
   * the host value. */
#pragma omp target teams default(firstprivate) shared(seen) map(tofrom: seen) num_teams(1)
  {
    x = x + 10;
    seen = x;
  }
  expect("fp_x_host", x, 1);
  expect("fp_x_seen", seen, 11);

  /* Also where the target level maps it tofrom (a map clause is no
   * data-sharing clause): the write stays in the region. A mapped seen
   * without shared is firstprivate too. */
#pragma omp target teams default(firstprivate) map(tofrom: x, seen) num_teams(1)
  {
    x = 3;
    seen = x;
  }
  expect("fp_mapped_x_host", x, 1);
  expect("fp_mapped_seen_host", seen, 11);

  /* default(firstprivate) with defaultmap(tofrom: scalar). */
#pragma omp target parallel default(firstprivate) defaultmap(tofrom: scalar) num_threads(1) map(tofrom: seen) shared(seen)
  {
    d = 4.0;
    seen = (int)(d * 10);
  }
  expect("fp_defaultmap_d_x10_host", (long)(d * 10), 15);
  expect("fp_defaultmap_seen", seen, 40);

  /* A pointer is a copy per thread: pointing it elsewhere changes
   * nothing outside, writing through it reaches a. */
#pragma omp target teams distribute parallel for default(firstprivate) shared(a) map(tofrom: a)
  for (int i = 0; i < 8; i++) {
    p = &a[i];
    *p = *p * 3;
  }
  expect("fp_pointer_same", p == a, 1);
  expect("fp_pointer_a7", a[7], 21);

  /* default(private): y's copy starts uninitialized; the host value stays
   * even with map(tofrom: y). */
#pragma omp target teams default(private) map(tofrom: y, seen) shared(seen) num_teams(1)
  {
    y = 40;
    seen = y + 2;
  }
  expect("priv_y_host", y, 2);
  expect("priv_seen", seen, 42);

  /* default(none) with every referenced variable listed. */
  int sum = 0;
#pragma omp target teams distribute parallel for default(none) shared(a) firstprivate(x) reduction(+: sum) map(tofrom: a, sum)
  for (int i = 0; i < 8; i++) sum += a[i] + x;
  expect("none_sum", sum, 3 * 28 + 8);

  /* default(shared): as without it; the scalar is still firstprivate to
   * the target construct. */
  x = 5;
#pragma omp target teams distribute default(shared) map(tofrom: a)
  for (int i = 0; i < 8; i++) a[i] = x + i;
  expect("shared_a3", a[3], 8);

  /* Nested: target, then teams default(firstprivate) with the mapped
   * scalar; then a parallel for with firstprivate of an array the target
   * level maps from an enclosing target data, whose device copy differs
   * from the host's. */
  x = 7;
#pragma omp target map(tofrom: x)
#pragma omp teams default(firstprivate) num_teams(1)
  {
    x = 70;
  }
  expect("nested_fp_x_host", x, 7);
#pragma omp target map(tofrom: x)
#pragma omp parallel for private(x) num_threads(2)
  for (int i = 0; i < 4; i++) x = i;
  expect("nested_private_x_host", x, 7);

  int b[8], out[8];
  for (int i = 0; i < 8; i++) b[i] = 1, out[i] = 0;
#pragma omp target data map(to: b) map(from: out)
  {
#pragma omp target
    for (int i = 0; i < 8; i++) b[i] = 100 + i; /* the device copy only */
#pragma omp target
#pragma omp parallel for firstprivate(b) num_threads(2)
    for (int i = 0; i < 8; i++) {
      b[i] += 1000;
      out[i] = b[i];
    }
  }
  expect("nested_fp_array_out0", out[0], 1100);
  expect("nested_fp_array_out7", out[7], 1107);
  expect("nested_fp_array_host0", b[0], 1);

  /* Combined: firstprivate and map of one array (allowed on a combined
   * construct): the teams copy starts from the device copy. */
  int c[4] = {1, 2, 3, 4}, got = 0;
#pragma omp target data map(tofrom: c)
  {
#pragma omp target
    { c[1] = 20; }
#pragma omp target teams map(tofrom: c, got) firstprivate(c) num_teams(1)
    {
      got = c[1];
      c[2] = 30;
    }
  }
  expect("combined_fp_map_got", got, 20);
  expect("combined_fp_map_c1", c[1], 20);
  expect("combined_fp_map_c2", c[2], 3);

  if (failures) {
    printf("FAIL defaultclause (%d)\n", failures);
    return 1;
  }
  printf("PASS defaultclause\n");
  return 0;
}
