/* One pointer section, or one declare target variable, in several map
 * clauses of one construct: each clause is an entry of its own, in
 * clang-19's order, and the reference counts decide what moves (the
 * first entry allocates and copies in; only 'always' makes the others
 * move; a declare target variable is always present, so only 'always'
 * moves it). The values checked are clang-19's. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int *gp;
int g[8];
int gx;
#pragma omp declare target(g, gx)

static int fails;

static void check(const char *what, long got, long want) {
  printf("%s: %ld\n", what, got);
  if (got != want) {
    printf("FAIL %s: want %ld\n", what, want);
    fails++;
  }
}

static void param(int *q, int n) {
#pragma omp target map(tofrom: q[1:n-2]) map(to: q[1:n-2])
  { for (int i = 1; i < n - 1; i++) q[i] += 100; }
}

int main(void) {
  int n = 8, dev = omp_get_default_device();
  int *p = malloc(n * sizeof(int));
  gp = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) { p[i] = i; gp[i] = i; }

  /* to first: copied in, never back. */
#pragma omp target map(to: p[0:n]) map(from: p[0:n])
  { for (int i = 0; i < n; i++) p[i] += 10; }
  check("p to, from", p[7], 7);
  /* alloc goes last: tofrom allocates and copies both ways. */
#pragma omp target map(alloc: p[0:n]) map(tofrom: p[0:n])
  { for (int i = 0; i < n; i++) p[i] += 10; }
  check("p alloc, tofrom", p[7], 17);
  /* A file-scope pointer and a parameter. */
#pragma omp target map(to: gp[0:n]) map(always, from: gp[0:n])
  { for (int i = 0; i < n; i++) gp[i] += 20; }
  check("gp to, always from", gp[7], 27);
  param(p, n);
  check("param tofrom, to [1]", p[1], 111);
  check("param tofrom, to [0]", p[0], 10);
  /* Data directives: present, alloc, then the others; each counts. */
#pragma omp target data map(to: p[0:n]) map(from: p[0:n])
  {
#pragma omp target
    { for (int i = 0; i < n; i++) p[i] += 1; }
  }
  check("data p to, from", p[7], 17);
#pragma omp target enter data map(alloc: p[0:n]) map(to: p[0:n])
  check("enter alloc, to: present", omp_target_is_present(p, dev), 1);
#pragma omp target
  { for (int i = 0; i < n; i++) p[i] += 1; }
#pragma omp target exit data map(from: p[0:n])
  check("one exit: still present", omp_target_is_present(p, dev), 1);
  check("one exit: not copied", p[7], 17);
#pragma omp target exit data map(release: p[0:n]) map(from: p[0:n])
  check("second exit: released", omp_target_is_present(p, dev), 0);
  check("second exit: copied", p[7], 19);

  /* Declare target variables: present from the start. */
  for (int i = 0; i < 8; i++) g[i] = i;
  gx = 5;
#pragma omp target update to(g, gx)
#pragma omp target map(to: g) map(from: g) map(tofrom: gx) map(to: gx)
  { for (int i = 0; i < 8; i++) g[i] += 10; gx += 1; }
  check("g to, from", g[7], 7);
  check("gx tofrom, to", gx, 5);
#pragma omp target map(always, to: g) map(always, from: g)
  { for (int i = 0; i < 8; i++) g[i] += 10; }
  check("g always to, always from", g[7], 17);
#pragma omp target data map(to: g[0:4]) map(always, from: g[0:4])
  {
#pragma omp target
    { g[0] = 99; g[7] = 99; }
  }
  check("data g[0:4] to, always from [0]", g[0], 99);
  check("data g[0:4] to, always from [7]", g[7], 17);
#pragma omp target enter data map(always, to: gx) map(to: gx)
  gx = 1;
#pragma omp target exit data map(always, from: gx) map(release: gx)
  check("gx enter always to / exit always from", gx, 5);
  printf("%s map_repeat_ptr\n", fails ? "FAIL" : "PASS");
  free(p);
  free(gp);
  return fails != 0;
}
