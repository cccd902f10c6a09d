/* Members of a declare target link struct: one whole member mapped (on
 * target, target data, enter and exit data) attaches the link pointer to
 * the member's storage, so the region and declare target functions
 * reach the struct through it, as in clang-19's program; exit data may
 * take a member's section. */
#include <omp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct { int x, y; } In;
typedef struct { int a; int b[4]; In in; } S;
S ls;
#pragma omp declare target link(ls)

#pragma omp declare target
int rd(int i) { return ls.b[i]; }
int rdy(void) { return ls.in.y; }
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
  say("%s: %d | %d %d %d %d | %d %d present=%d\n", what, ls.a, ls.b[0], ls.b[1],
      ls.b[2], ls.b[3], ls.in.x, ls.in.y,
      omp_target_is_present(&ls.b, omp_get_default_device()));
}

static void set(int v) {
  ls.a = v;
  for (int i = 0; i < 4; i++) ls.b[i] = v + i + 1;
  ls.in.x = v + 7;
  ls.in.y = v + 8;
}

static const char offloaded[] =
    "member: 12 13\n"
    "member after: 10 | 99 12 13 14 | 17 18 present=0\n"
    "nested: 27 28\n"
    "nested after: 20 | 21 22 23 24 | 27 98 present=0\n"
    "nested member: 38\n"
    "enter: 40 | 41 42 43 44 | 47 48 present=1\n"
    "enter region: 43\n"
    "exit: 40 | 97 42 43 44 | 47 48 present=0\n"
    "data: 52\n"
    "data after: 50 | 96 52 53 54 | 57 58 present=0\n"
    "exit section: 60 | 95 62 63 64 | 67 68 present=0\n";
static const char on_host[] =
    "member: 12 13\n"
    "member after: 10 | 99 12 13 14 | 17 18 present=0\n"
    "nested: 27 28\n"
    "nested after: 20 | 21 22 23 24 | 27 98 present=0\n"
    "nested member: 38\n"
    "enter: 40 | 41 42 43 44 | 47 48 present=0\n"
    "enter region: 43\n"
    "exit: 40 | 97 42 43 44 | 47 48 present=0\n"
    "data: 52\n"
    "data after: 50 | 96 52 53 54 | 57 58 present=0\n"
    "exit section: 60 | 95 62 63 94 | 67 68 present=0\n";

int main(void) {
  int r = 0, s = 0, dev = -1;

  set(10);
  #pragma omp target map(tofrom: ls.b) map(from: r, s, dev)
  { r = ls.b[1]; s = rd(2); ls.b[0] = 99; dev = omp_is_initial_device(); }
  say("member: %d %d\n", r, s);
  show("member after");

  set(20);
  #pragma omp target map(tofrom: ls.in) map(from: r, s)
  { r = ls.in.x; s = rdy(); ls.in.y = 98; }
  say("nested: %d %d\n", r, s);
  show("nested after");

  set(30);
  #pragma omp target map(to: ls.in.y) map(from: s)
  { s = rdy(); }
  say("nested member: %d\n", s);

  set(40);
  #pragma omp target enter data map(to: ls.b)
  show("enter");
  #pragma omp target map(from: s)
  { s = rd(2); ls.b[0] = 97; }
  say("enter region: %d\n", s);
  #pragma omp target exit data map(from: ls.b)
  show("exit");

  set(50);
  #pragma omp target data map(tofrom: ls.b)
  {
    #pragma omp target map(from: s)
    { s = rd(1); ls.b[0] = 96; }
  }
  say("data: %d\n", s);
  show("data after");

  set(60);
  #pragma omp target enter data map(to: ls.b)
  #pragma omp target map(from: s)
  { ls.b[0] = 95; ls.b[3] = 94; s = rd(0); }
  #pragma omp target exit data map(from: ls.b[0:1])
  #pragma omp target exit data map(release: ls.b)
  show("exit section");

  fputs(out, stdout);
  if (strcmp(out, dev == 0 ? offloaded : on_host) != 0) {
    printf("FAIL link_members: not what clang-19's build prints\n");
    return 1;
  }
  printf("PASS link_members\n");
  return 0;
}
