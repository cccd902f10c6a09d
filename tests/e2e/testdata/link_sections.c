/* Sections of a declare target link array on one construct, and parts
 * of it moved by target update. Present before, each section only
 * counts (always moves it). Not present, each section is storage of its
 * own (OpenMP 5.2 leaves such items undefined), as in clang-19's
 * program: the link pointer reaches the last one's, so the region
 * reads and writes only its elements, and each comes back on its own.
 * An exit releasing one section of the present array releases it all:
 * a section mapped from in the same exit no longer comes back. */
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
    "apart: 23\n"
    "apart after: 20 21 22 98 present=0\n"
    "present: 31 32\n"
    "present after: 40 41 42 43 present=1\n"
    "always: 41 32\n"
    "always after: 40 41 32 94 present=1\n"
    "present whole+section: 41 95\n"
    "present whole+section after: 40 93 32 94 present=1\n"
    "update: 7 95\n"
    "update after: 40 93 7 94 present=1\n"
    "update from: 40 93 7 91 present=1\n"
    "exit: 40 93 7 91 present=0\n";
static const char on_host[] =
    "apart: 23\n"
    "apart after: 20 21 22 98 present=0\n"
    "present: 41 42\n"
    "present after: 97 41 42 96 present=0\n"
    "always: 41 42\n"
    "always after: 95 41 42 94 present=0\n"
    "present whole+section: 41 95\n"
    "present whole+section after: 95 93 92 94 present=0\n"
    "update: 7 95\n"
    "update after: 95 93 7 91 present=0\n"
    "update from: 95 93 7 91 present=0\n"
    "exit: 95 93 7 91 present=0\n";

int main(void) {
  int r = 0, s = 0, dev = -1;

  set(20);
  #pragma omp target map(tofrom: lk[0:2]) map(tofrom: lk[2:2]) map(from: s, dev)
  { s = rd(3); lk[3] = 98; dev = omp_is_initial_device(); }
  say("apart: %d\n", s);
  show("apart after");

  set(30);
  #pragma omp target enter data map(to: lk)
  set(40);
  #pragma omp target map(to: lk[0:2]) map(from: lk[2:2]) map(from: r, s)
  { r = lk[1]; s = rd(2); lk[0] = 97; lk[3] = 96; }
  say("present: %d %d\n", r, s);
  show("present after");

  #pragma omp target map(always, to: lk[0:2]) map(always, from: lk[2:2]) map(from: r, s)
  { r = lk[1]; s = rd(2); lk[0] = 95; lk[3] = 94; }
  say("always: %d %d\n", r, s);
  show("always after");

  #pragma omp target map(present, to: lk) map(always, tofrom: lk[1:1]) map(from: r, s)
  { r = lk[1]; s = rd(0); lk[1] = 93; lk[2] = 92; }
  say("present whole+section: %d %d\n", r, s);
  show("present whole+section after");

  lk[2] = 7;
  #pragma omp target update to(lk[2:1])
  #pragma omp target map(from: r, s)
  { r = lk[2]; s = rd(0); lk[3] = 91; }
  say("update: %d %d\n", r, s);
  show("update after");
  #pragma omp target update from(lk[3:1])
  show("update from");

  #pragma omp target exit data map(from: lk[0:2]) map(release: lk[2:2])
  show("exit");

  fputs(out, stdout);
  if (strcmp(out, dev == 0 ? offloaded : on_host) != 0) {
    printf("FAIL link_sections: not what clang-19's build prints\n");
    return 1;
  }
  printf("PASS link_sections\n");
  return 0;
}
