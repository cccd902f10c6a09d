/* Sections of one array that are not present, naming different elements
 * on one construct (which OpenMP 5.2 leaves undefined): each maps as a
 * block of its own, as in clang-19's program, so the bytes between them
 * are not present, a later map of them allocates and copies, and each
 * section counts and comes back on its own. */
#include <omp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int a[12], b[12], c[12], d[12];

/* What the program prints, kept to compare with what clang-19's build
 * prints, offloading and not. */
static char out[4096];
static size_t used;

static void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  used += (size_t)vsnprintf(out + used, sizeof out - used, fmt, ap);
  va_end(ap);
}

static const char offloaded[] =
    "enter: 1 0 0 1 0\n"
    "exit a[0:2]: 3000 1 302 303 304 305 306 307 308 309 310 311\n"
    "exit the others: 3000 1 302 303 1104 1105 306 307 2008 2009 310 311\n"
    "after: 0 0 0\n"
    "data: 1 0 1\n"
    "data: 10 1 22 3 45 5 6 -7 8 9 10 11\n"
    "data after: 0 0\n"
    "mixed: 0 1 1\n"
    "mixed after: -1 -6 0 0\n"
    "target: 7 8 2 3 4 5 6 7 8 9 10 11\n"
    "target after: 0 0\n";
static const char on_host[] =
    "enter: 0 0 0 0 0\n"
    "exit a[0:2]: 300 301 302 303 304 305 306 307 308 309 310 311\n"
    "exit the others: 300 301 302 303 304 305 306 307 308 309 310 311\n"
    "after: 0 0 0\n"
    "data: 0 0 0\n"
    "data: 10 1 22 3 45 5 66 -7 8 9 10 11\n"
    "data after: 0 0\n"
    "mixed: -1 0 0\n"
    "mixed after: -1 -6 0 0\n"
    "target: -1 8 2 3 4 5 6 7 8 9 10 11\n"
    "target after: 0 0\n";

static void fill(int *x, int base) {
  for (int i = 0; i < 12; i++) x[i] = base + i;
}

static void show(const char *what, const int *x) {
  say("%s:", what);
  for (int i = 0; i < 12; i++) say(" %d", x[i]);
  say("\n");
}

int main(void) {
  int dev = omp_get_default_device();

  /* enter data of two sections: the gap is not present. */
  fill(a, 0);
#pragma omp target enter data map(to: a[0:2]) map(to: a[8:2])
  say("enter: %d %d %d %d %d\n", omp_target_is_present(&a[0], dev), omp_target_is_present(&a[2], dev),
         omp_target_is_present(&a[4], dev), omp_target_is_present(&a[8], dev), omp_target_is_present(&a[10], dev));
  fill(a, 100);
  /* an update of the gap moves nothing; mapping it copies the host's values */
#pragma omp target update to(a[4:2])
#pragma omp target enter data map(to: a[4:2])
  fill(a, 200);
#pragma omp target map(present, alloc: a[4:2])
  { a[4] += 1000; a[5] += 1000; }
#pragma omp target map(present, alloc: a[8:2])
  { a[8] += 2000; a[9] += 2000; }
#pragma omp target map(present, alloc: a[0:2])
  { a[0] += 3000; }
  fill(a, 300);
  /* one section comes back alone, the host's values around it stay */
#pragma omp target exit data map(from: a[0:2])
  show("exit a[0:2]", a);
#pragma omp target exit data map(from: a[4:2], a[8:2])
  show("exit the others", a);
  say("after: %d %d %d\n", omp_target_is_present(&a[0], dev), omp_target_is_present(&a[4], dev),
         omp_target_is_present(&a[8], dev));

  /* target data of two sections; inside, the gap maps on its own */
  fill(b, 0);
#pragma omp target data map(tofrom: b[0:3]) map(to: b[6:2])
  {
    say("data: %d %d %d\n", omp_target_is_present(&b[1], dev), omp_target_is_present(&b[4], dev),
           omp_target_is_present(&b[7], dev));
    b[4] = 44;
#pragma omp target map(tofrom: b[4:1])
    b[4] += 1;
#pragma omp target map(present, tofrom: b[6:2])
    { b[6] += 60; b[7] += 70; }
#pragma omp target
    { b[0] += 10; b[2] += 20; }
    b[7] = -7;
  }
  show("data", b);
  say("data after: %d %d\n", omp_target_is_present(&b[0], dev), omp_target_is_present(&b[6], dev));

  /* one section present, one not: the present one counts once more */
  fill(c, 0);
#pragma omp target enter data map(to: c[0:2])
#pragma omp target enter data map(to: c[0:2]) map(to: c[6:2])
#pragma omp target map(present, alloc: c[0:2])
  c[0] = -1;
#pragma omp target map(present, alloc: c[6:2])
  c[6] = -6;
#pragma omp target exit data map(from: c[0:2])
  say("mixed: %d %d %d\n", c[0], omp_target_is_present(&c[0], dev), omp_target_is_present(&c[6], dev));
#pragma omp target exit data map(from: c[0:2]) map(from: c[6:2])
  say("mixed after: %d %d %d %d\n", c[0], c[6], omp_target_is_present(&c[0], dev),
         omp_target_is_present(&c[6], dev));

  /* a target region of two sections; the kernel touches the first */
  fill(d, 0);
#pragma omp target map(tofrom: d[0:2]) map(to: d[9:3])
  { d[0] = omp_is_initial_device() ? -1 : 7; d[1] = 8; }
  show("target", d);
  say("target after: %d %d\n", omp_target_is_present(&d[0], dev), omp_target_is_present(&d[9], dev));
  fputs(out, stdout);
  if (strcmp(out, d[0] == 7 ? offloaded : on_host) != 0)
    return 1;
  printf("PASS map_sections_apart\n");
  return 0;
}
