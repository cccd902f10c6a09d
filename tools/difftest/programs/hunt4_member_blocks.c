/* Written by hand for tools/difftest -file (docs/difftest.md): members of one struct entered by different directives (separate blocks), kernels mapping members of one block, update and exit of members of both blocks (the presence after that exit is left out: clang-19 keeps them mapped, docs/difftest.md). */
#include <omp.h>
#include <stdio.h>
typedef struct { int x; double pad[4]; int y; double z[3]; } S;
int main(void) {
  int dev = omp_get_default_device();
  S s = {1, {0, 0, 0, 0}, 2, {0.5, 1.5, 2.5}};
#pragma omp target enter data map(to: s.x)
#pragma omp target enter data map(to: s.y, s.z[1:2])
  printf("present x=%d pad=%d y=%d z1=%d\n", omp_target_is_present(&s.x, dev), omp_target_is_present(&s.pad, dev), omp_target_is_present(&s.y, dev), omp_target_is_present(&s.z[1], dev));
#pragma omp target map(tofrom: s.x)
  { s.x += 10; }
#pragma omp target map(tofrom: s.y, s.z[1:1])
  { s.y += 20; s.z[1] += 1; }
  printf("host x=%d y=%d\n", s.x, s.y);
#pragma omp target map(tofrom: s.z[1:2])
  { s.z[1] *= 2; s.z[2] *= 2; }
#pragma omp target update from(s.x, s.z[2:1])
  printf("host x=%d z=%g %g %g\n", s.x, s.z[0], s.z[1], s.z[2]);
#pragma omp target exit data map(from: s.x, s.y) map(release: s.z[1:2])
  printf("host x=%d y=%d z1=%g\n", s.x, s.y, s.z[1]);
  /* members entered one by one, used by a kernel that maps the struct's members listed */
  S t = {3, {1, 2, 3, 4}, 4, {1, 1, 1}};
#pragma omp target enter data map(to: t.pad[0:4])
#pragma omp target enter data map(to: t.z)
#pragma omp target map(tofrom: t.pad[1:2])
  { t.pad[1] += 10; }
#pragma omp target map(tofrom: t.z[0:3])
  { t.z[2] = t.z[0] + 5; }
#pragma omp target exit data map(from: t.pad[0:4], t.z)
  printf("t pad %g %g %g %g z %g %g %g\n", t.pad[0], t.pad[1], t.pad[2], t.pad[3], t.z[0], t.z[1], t.z[2]);
  return 0;
}
