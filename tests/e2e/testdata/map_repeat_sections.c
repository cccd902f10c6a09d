/* A section listed in several map clauses beside other sections of the
 * same array. clang-19 gives each clause an entry of its own; the first
 * of a repeated section's entries (in clang's order) allocates, copies
 * in and, released last, copies back, and its other entries move only
 * with 'always'. Where the array is present before the construct (what
 * OpenMP 5.2 requires of sections that name different elements) nothing
 * moves but what 'always' moves. The values checked are clang-19's. */
#include <stdio.h>
#include <omp.h>

static int fails;

static void check(const char *what, long got, long want) {
  printf("%s: %ld\n", what, got);
  if (got != want) {
    printf("FAIL %s: want %ld\n", what, want);
    fails++;
  }
}

static void reset(int *a, int n, int base) {
  for (int i = 0; i < n; i++) a[i] = base + i;
}

int main(void) {
  int a[16], dev = omp_get_default_device();

  /* Not present: the repeated section's first entry (to) decides. */
  reset(a, 16, 0);
#pragma omp target map(to: a[0:8]) map(from: a[0:8]) map(to: a[2:3])
  { for (int i = 0; i < 8; i++) a[i] += 10; }
  check("target to, from, to a[2:3]: a[0]", a[0], 0);
  check("target to, from, to a[2:3]: a[3]", a[3], 3);
  reset(a, 16, 0);
#pragma omp target map(tofrom: a[0:8]) map(to: a[0:8]) map(to: a[2:3])
  { for (int i = 0; i < 8; i++) a[i] += 10; }
  check("target tofrom, to, to a[2:3]: a[7]", a[7], 17);
  reset(a, 16, 0);
#pragma omp target map(to: a[0:8]) map(always, from: a[0:8]) map(to: a[2:3])
  { for (int i = 0; i < 8; i++) a[i] += 10; }
  check("target to, always from, to a[2:3]: a[5]", a[5], 15);
  reset(a, 16, 0);
#pragma omp target data map(to: a[0:8]) map(from: a[0:8]) map(to: a[2:3])
  {
    check("data present", omp_target_is_present(a, dev), 1);
#pragma omp target map(present, alloc: a[0:8])
    { for (int i = 0; i < 8; i++) a[i] += 10; }
  }
  check("data to, from, to a[2:3]: a[0]", a[0], 0);
  check("data released", omp_target_is_present(a, dev), 0);
  reset(a, 16, 0);
#pragma omp target data map(from: a[0:8]) map(to: a[0:8]) map(to: a[2:3])
  {
#pragma omp target map(present, alloc: a[0:8])
    { for (int i = 0; i < 8; i++) a[i] = 50 + i; }
  }
  check("data from, to, to a[2:3]: a[6]", a[6], 56);

  /* Present: only always moves. */
  reset(a, 16, 0);
#pragma omp target data map(tofrom: a)
  {
    reset(a, 16, 100);
#pragma omp target map(tofrom: a[0:4]) map(to: a[0:4]) map(tofrom: a[8:4])
    { a[1] += 1000; a[9] += 1000; }
    check("present tofrom, to, a[8:4]: a[1]", a[1], 101);
    check("present tofrom, to, a[8:4]: a[9]", a[9], 109);
#pragma omp target map(to: a[0:4]) map(always, from: a[0:4]) map(always, to: a[8:4])
    { a[2] = a[9]; }
    check("present to, always from, always to a[8:4]: a[2]", a[2], 109);
#pragma omp target update from(a)
    check("device a[1]", a[1], 1001);
    check("device a[9]", a[9], 109);
  }
  check("after data: a[9]", a[9], 109);

  /* Combined construct. */
  long sum = 0;
  reset(a, 16, 0);
#pragma omp target teams distribute parallel for map(to: a[0:8]) map(tofrom: a[0:8]) map(to: a[4:4]) reduction(+: sum)
  for (int i = 0; i < 8; i++) { sum += a[i]; a[i] = -1; }
  check("combined sum", sum, 28);
  check("combined a[4]", a[4], 4);
  printf("%s map_repeat_sections\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
