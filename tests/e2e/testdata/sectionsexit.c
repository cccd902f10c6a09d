#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 100
static int bad;
static void check(const char *what, double got, double want) {
  if (got != want) { printf("FAIL %s: %g, want %g\n", what, got, want); bad++; }
}
static void fill(double *a, int n, double base) { for (int i = 0; i < n; i++) a[i] = base + i; }
struct S { double x[4]; int k; double y[4]; };

int main(void) {
  double a[N];
  struct S s;
  int dev = omp_get_default_device();
  /* A: entered whole, two sections exit: the count drops once, to zero,
   * and both come back, the bytes between them do not. */
  fill(a, N, 0);
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++) a[i] += 1000;
#pragma omp target exit data map(from: a[0:10], a[50:10])
  check("A a[0]", a[0], 1000);
  check("A a[9]", a[9], 1009);
  check("A a[10]", a[10], 10);
  check("A a[59]", a[59], 1059);
  check("A a[60]", a[60], 60);
  check("A present", omp_target_is_present(a, dev), 0);
  /* C: three sections, two in one block and one in another. */
  fill(a, N, 0);
#pragma omp target enter data map(to: a[0:30])
#pragma omp target enter data map(to: a[50:10])
#pragma omp target map(alloc: a[0:30])
  for (int i = 0; i < 30; i++) a[i] += 1000;
#pragma omp target map(alloc: a[50:10])
  for (int i = 50; i < 60; i++) a[i] += 1000;
#pragma omp target exit data map(from: a[20:5], a[50:10]) map(from: a[2:3])
  check("C a[2]", a[2], 1002);
  check("C a[5]", a[5], 5);
  check("C a[21]", a[21], 1021);
  check("C a[26]", a[26], 26);
  check("C a[57]", a[57], 1057);
  check("C present lo", omp_target_is_present(&a[0], dev), 0);
  check("C present hi", omp_target_is_present(&a[50], dev), 0);
  /* F: members of a struct entered by two directives, exited by one. */
  for (int i = 0; i < 4; i++) s.x[i] = i, s.y[i] = 10 + i;
  s.k = 7;
#pragma omp target enter data map(to: s.x)
#pragma omp target enter data map(to: s.y)
  for (int i = 0; i < 4; i++) s.x[i] = s.y[i] = -1;
  s.k = -1;
#pragma omp target exit data map(from: s.x, s.y)
  check("F s.x[1]", s.x[1], 1);
  check("F s.y[2]", s.y[2], 12);
  check("F s.k", s.k, -1);
  check("F present x", omp_target_is_present(&s.x, dev), 0);
  check("F present y", omp_target_is_present(&s.y, dev), 0);
  /* G: target data of two sections of a present array moves nothing;
   * target update moves exactly the two sections. */
  fill(a, N, 0);
#pragma omp target enter data map(to: a)
#pragma omp target data map(tofrom: a[0:5], a[20:5])
  {
#pragma omp target
    for (int i = 0; i < N; i++) a[i] += 1000;
  }
  check("G a[1]", a[1], 1);
#pragma omp target update from(a[0:5], a[20:5])
  check("G a[1] update", a[1], 1001);
  check("G a[10]", a[10], 10);
  check("G a[22]", a[22], 1022);
  check("G present", omp_target_is_present(a, dev), 1);
#pragma omp target exit data map(release: a)
  /* H: a target region of two sections of a present array moves
   * nothing. */
  fill(a, N, 0);
#pragma omp target enter data map(to: a)
#pragma omp target map(tofrom: a[0:4], a[16:4])
  for (int i = 0; i < N; i++) a[i] += 1000;
  check("H a[1]", a[1], 1);
#pragma omp target exit data map(from: a[16:4], a[40:2])
  check("H a[17]", a[17], 1017);
  check("H a[41]", a[41], 1041);
  check("H a[30]", a[30], 30);
  /* B: two sections entered apart, exited together */
  fill(a, N, 0);
#pragma omp target enter data map(to: a[0:10])
#pragma omp target enter data map(to: a[50:10])
#pragma omp target map(alloc: a[0:10])
  for (int i = 0; i < 10; i++) a[i] += 1000;
#pragma omp target map(alloc: a[50:10])
  for (int i = 50; i < 60; i++) a[i] += 1000;
#pragma omp target exit data map(from: a[0:10], a[50:10])
  check("B a[3]", a[3], 1003);
  check("B a[55]", a[55], 1055);
  check("B present lo", omp_target_is_present(&a[0], dev), 0);
  check("B present hi", omp_target_is_present(&a[50], dev), 0);
  /* D: count 2, one exit of two sections leaves it mapped */
  fill(a, N, 0);
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++) a[i] += 1000;
#pragma omp target exit data map(from: a[0:10], a[50:10])
  check("D a[3]", a[3], 3);
  check("D present", omp_target_is_present(a, dev), 1);
#pragma omp target exit data map(from: a[0:10]) map(release: a[50:10])
  check("D2 a[3]", a[3], 1003);
  check("D2 a[55]", a[55], 55);
  check("D2 present", omp_target_is_present(a, dev), 0);
  /* E: target data of two sections, not present: each is a block of
   * its own (as in clang-19's program), which the region reaches only
   * through the first; the second is not copied back. */
  fill(a, N, 0);
  double *p = malloc(N * sizeof(double));
  fill(p, N, 0);
#pragma omp target data map(tofrom: p[0:5]) map(to: p[20:5])
  {
#pragma omp target
    { p[1] += 1000; }
  }
  check("E p[1]", p[1], 1001);
  check("E p[21]", p[21], 21);
  check("E present", omp_target_is_present(p, dev), 0);
  /* I: a target region of two sections of a present pointee. */
  fill(p, N, 0);
#pragma omp target enter data map(to: p[0:N])
#pragma omp target map(tofrom: p[0:4], p[16:4])
  { p[17] = p[2] + 1000; p[50] = -1; }
  check("I p[17]", p[17], 17);
#pragma omp target exit data map(from: p[16:4], p[50:1])
  check("I2 p[17]", p[17], 1002);
  check("I2 p[50]", p[50], -1);
  check("I2 p[30]", p[30], 30);
  check("I2 present", omp_target_is_present(p, dev), 0);
  if (bad) return 1;
  printf("PASS sectionsexit\n");
  return 0;
}
