/* One list item in several map clauses of one construct, which OpenMP
 * 5.2 allows: clang-19 gives each clause a map entry of its own, in an
 * order of its own (on target, present ones first and alloc ones last;
 * on data directives present, then alloc, then the others), and the
 * runtime's reference counts decide what is copied (map(to: y)
 * map(from: y) never copies y back). The values checked are clang's;
 * cases whose device copy would start uninitialized are left out. */
#include <stdio.h>

struct pt { int x, y; };

static int fails;

static void check(const char *what, long got, long want) {
  printf("%s: %ld\n", what, got);
  if (got != want) {
    printf("FAIL %s: want %ld\n", what, want);
    fails++;
  }
}

int main(void) {
  int x = 1, y = 10, z = 100, w = 1000;
  int a[8], b[8];
  struct pt p = {1, 2};
  for (int i = 0; i < 8; i++) { a[i] = i; b[i] = 100 + i; }

  /* tofrom first: copied in and back. */
#pragma omp target map(tofrom: x) map(to: x)
  { x += 1; }
  check("tofrom, to", x, 2);
  /* to first: copied in, never back. */
#pragma omp target map(to: y) map(from: y)
  { y += 1; }
  check("to, from", y, 10);
  /* alloc goes last: tofrom allocates, copies both ways. */
#pragma omp target map(alloc: z) map(tofrom: z)
  { z += 1; }
  check("alloc, tofrom", z, 101);
  /* always from copies back although to came first. */
#pragma omp target map(to: w) map(always, from: w)
  { w += 1; }
  check("to, always from", w, 1001);
  /* Sections and whole arrays. */
#pragma omp target map(to: b[0:8]) map(from: b[0:8])
  { for (int i = 0; i < 8; i++) b[i] *= 2; }
  check("b[0:8] to, from", b[3], 103);
#pragma omp target map(alloc: a) map(tofrom: a) map(to: a)
  { for (int i = 0; i < 8; i++) a[i] += 10; }
  check("a alloc, tofrom, to", a[7], 17);
#pragma omp target map(tofrom: p) map(from: p)
  { p.x += 5; p.y = p.x; }
  check("p tofrom, from", p.x * 100 + p.y, 606);
  /* Combined constructs. */
  long sum = 0;
#pragma omp target teams distribute parallel for map(to: a[2:4]) map(tofrom: a[2:4]) map(tofrom: sum) reduction(+: sum)
  for (int i = 2; i < 6; i++) { sum += a[i]; a[i] = 0; }
  check("combined sum", sum, 12 + 13 + 14 + 15);
  check("combined a[2]", a[2], 12);

  /* Data directives: present first, alloc next, then the others. */
  x = 1;
#pragma omp target data map(to: x) map(alloc: x) map(from: x)
  {
#pragma omp target map(present, alloc: x)
    { x = 50; }
  }
  check("data to, alloc, from", x, 1);
  x = 1;
#pragma omp target data map(tofrom: x) map(to: x)
  {
#pragma omp target map(tofrom: x)
    { x += 40; }
  }
  check("data tofrom, to", x, 41);
  y = 7;
#pragma omp target enter data map(alloc: y) map(to: y)
#pragma omp target map(tofrom: y)
  { y *= 3; }
#pragma omp target exit data map(release: y) map(from: y)
  check("enter alloc, to / exit release, from", y, 7);
#pragma omp target exit data map(from: y) map(delete: y)
  y = 8;
#pragma omp target enter data map(to: y) map(always, to: y)
#pragma omp target map(tofrom: y)
  { y *= 3; }
#pragma omp target exit data map(from: y) map(from: y)
  check("enter to, always to / exit from, from", y, 24);

  /* Already present: nothing moves but what always moves. */
  z = 5;
#pragma omp target data map(to: z)
  {
    z = 6;
#pragma omp target map(tofrom: z) map(always, to: z)
    { z += 100; }
    check("present: tofrom, always to", z, 6);
#pragma omp target map(to: z) map(always, from: z)
    { z += 1; }
    check("present: to, always from", z, 107);
  }
  printf("%s map_repeat\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
