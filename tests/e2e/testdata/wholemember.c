/* A struct mapped whole beside members of it on the same construct: the
   whole struct is mapped with its own map-type, every byte of it, and
   each member with its own, so a member listed 'to' beside a 'tofrom'
   struct comes back with the struct. (clang-19 maps the struct around
   the members' fields instead: docs/difftest.md.) */
#include <stdio.h>

typedef struct { int x; int y[4]; double w; } S;

int main(void) {
  int bad = 0;
  S u = {1, {2, 3, 4, 5}, 0.5};
  #pragma omp target map(tofrom: u) map(tofrom: u.y[1:2])
  {
    u.x = 20;
    for (int i = 0; i < 4; i++) u.y[i] += 10 * i;
    u.w *= 4;
  }
  int want_u[4] = {2, 13, 24, 35};
  printf("%d %d %d %d %d %g\n", u.x, u.y[0], u.y[1], u.y[2], u.y[3], u.w);
  if (u.x != 20 || u.w != 2) bad = 1;
  for (int i = 0; i < 4; i++) if (u.y[i] != want_u[i]) bad = 1;

  S t = {7, {0, 0, 0, 0}, 1.0};
  #pragma omp target map(from: t) map(tofrom: t.y[0:2])
  {
    t.x = 8;
    for (int i = 0; i < 4; i++) t.y[i] = 100 + i;
    t.w = -1;
  }
  printf("%d %d %d %d %d %g\n", t.x, t.y[0], t.y[1], t.y[2], t.y[3], t.w);
  if (t.x != 8 || t.w != -1) bad = 1;
  for (int i = 0; i < 4; i++) if (t.y[i] != 100 + i) bad = 1;

  S arr[2] = {{1, {1, 1, 1, 1}, 1}, {2, {2, 2, 2, 2}, 2}};
  #pragma omp target map(tofrom: arr[1]) map(tofrom: arr[1].y[3:1])
  for (int i = 0; i < 4; i++) arr[1].y[i] = arr[1].x * (i + 1);
  printf("%d %d %d %d\n", arr[1].y[0], arr[1].y[1], arr[1].y[2], arr[1].y[3]);
  for (int i = 0; i < 4; i++) if (arr[1].y[i] != 2 * (i + 1)) bad = 1;
  if (arr[0].y[0] != 1) bad = 1;

  S v = {3, {1, 2, 3, 4}, 0};
  #pragma omp target map(tofrom: v) map(to: v.x, v.y[2:1])
  {
    v.x += 4;
    v.y[2] = v.x;
    v.y[3] = -v.x;
  }
  printf("%d %d %d %d\n", v.x, v.y[1], v.y[2], v.y[3]);
  if (v.x != 7 || v.y[1] != 2 || v.y[2] != 7 || v.y[3] != -7) bad = 1;

  if (bad) { printf("FAIL wholemember\n"); return 1; }
  printf("PASS wholemember\n");
  return 0;
}
