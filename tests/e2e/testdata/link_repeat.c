/* A declare target link array listed in several map clauses of one
 * construct: each clause is an entry of its own, in the order clang-19
 * gives a data directive's (present, then alloc, then the others), so
 * the first one allocates and copies in, and it alone, released last,
 * copies back; the others move only with always. Declare target
 * functions see the region's copy through the link pointer. */
#include <omp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int lk[4];
#pragma omp declare target link(lk)

#pragma omp declare target
int rd(int i) { return lk[i]; }
#pragma omp end declare target

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

static void show(const char *what) {
  say("%s: %d %d %d %d present=%d\n", what, lk[0], lk[1], lk[2], lk[3],
      omp_target_is_present(lk, omp_get_default_device()));
}

static void set(int v) {
  for (int i = 0; i < 4; i++) lk[i] = v + i;
}

static const char offloaded[] =
    "to+from: 11 12\n"
    "to+from after: 10 11 12 13 present=0\n"
    "tofrom+to section: 31 33\n"
    "tofrom+to section after: 97 31 32 96 present=0\n"
    "data to+from inside: 50 51 52 53 present=1\n"
    "data to+from: 51 52\n"
    "data to+from after: 50 51 52 53 present=0\n"
    "enter to+always to: 70 71 72 73 present=1\n"
    "enter region: 71 72\n"
    "exit from+release: 92 71 72 73 present=0\n"
    "present+from in data: 81 82\n"
    "present+from after: 80 81 82 83 present=0\n"
    "always to+from: 101 102\n"
    "always to+from after: 100 101 102 103 present=1\n"
    "always from back: 94 101 102 103 present=0\n"
    "three: 121 122\n"
    "three after: 93 121 122 123 present=0\n";
static const char on_host[] =
    "to+from: 11 12\n"
    "to+from after: 99 11 12 13 present=0\n"
    "tofrom+to section: 31 33\n"
    "tofrom+to section after: 97 31 32 96 present=0\n"
    "data to+from inside: 50 51 52 53 present=0\n"
    "data to+from: 51 52\n"
    "data to+from after: 95 51 52 53 present=0\n"
    "enter to+always to: 70 71 72 73 present=0\n"
    "enter region: 71 72\n"
    "exit from+release: 92 71 72 73 present=0\n"
    "present+from in data: 81 82\n"
    "present+from after: 91 81 82 83 present=0\n"
    "always to+from: 101 102\n"
    "always to+from after: 98 101 102 103 present=0\n"
    "always from back: 94 101 102 103 present=0\n"
    "three: 121 122\n"
    "three after: 93 121 122 123 present=0\n";

int main(void) {
  int r = 0, s = 0, dev = -1;

  /* Only the first (to) copies; released last, it copies nothing back. */
  set(10);
  #pragma omp target map(to: lk) map(from: lk) map(from: r, s, dev)
  { r = lk[1]; s = rd(2); lk[0] = 99; dev = omp_is_initial_device(); }
  say("to+from: %d %d\n", r, s);
  show("to+from after");

  /* The whole array first: the section inside it only counts. */
  set(30);
  #pragma omp target map(tofrom: lk) map(to: lk[0:2]) map(from: r, s)
  { r = lk[1]; s = rd(3); lk[0] = 97; lk[3] = 96; }
  say("tofrom+to section: %d %d\n", r, s);
  show("tofrom+to section after");

  set(50);
  #pragma omp target data map(to: lk) map(from: lk)
  {
    show("data to+from inside");
    #pragma omp target map(from: r, s)
    { r = lk[1]; s = rd(2); lk[0] = 95; }
    say("data to+from: %d %d\n", r, s);
  }
  show("data to+from after");

  /* Two references; the exit's release comes first, from copies back. */
  set(70);
  #pragma omp target enter data map(to: lk) map(always, to: lk)
  show("enter to+always to");
  #pragma omp target map(from: r, s)
  { r = lk[1]; s = rd(2); lk[0] = 92; }
  say("enter region: %d %d\n", r, s);
  #pragma omp target exit data map(from: lk) map(release: lk)
  show("exit from+release");

  set(80);
  #pragma omp target data map(to: lk)
  {
    #pragma omp target map(present, to: lk) map(from: lk) map(from: r, s)
    { r = lk[1]; s = rd(2); lk[0] = 91; }
    say("present+from in data: %d %d\n", r, s);
  }
  show("present+from after");

  /* Present before: always moves, the rest only counts. */
  #pragma omp target enter data map(alloc: lk)
  set(100);
  #pragma omp target map(always, to: lk) map(from: lk) map(from: r, s)
  { r = lk[1]; s = rd(2); lk[0] = 98; }
  say("always to+from: %d %d\n", r, s);
  show("always to+from after");
  lk[0] = 94;
  #pragma omp target update to(lk[0:1])
  #pragma omp target exit data map(always, from: lk) map(delete: lk)
  show("always from back");

  set(120);
  #pragma omp target map(tofrom: lk) map(to: lk) map(tofrom: lk) map(from: r, s)
  { r = lk[1]; s = rd(2); lk[0] = 93; }
  say("three: %d %d\n", r, s);
  show("three after");

  fputs(out, stdout);
  if (strcmp(out, dev == 0 ? offloaded : on_host) != 0) {
    printf("FAIL link_repeat: not what clang-19's build prints\n");
    return 1;
  }
  printf("PASS link_repeat\n");
  return 0;
}
