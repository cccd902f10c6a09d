/* Designated initializers in device code, which C++ takes only in the
 * members' order and without array designators: members out of order
 * (nested too, a member named by a C++ keyword, with side effects), the
 * last of two initializers of one member, array designators with gaps. */
#include <stdio.h>

struct P {
  int x, y;
  double w;
};
struct Q {
  struct P p;
  int z;
  char new;
};

int main(void) {
  int r = 0, k = 2;
  double d = 0;
#pragma omp target map(tofrom: r, d)
  {
    int n = 0;
    struct P p = {.w = k / 4.0, .y = n++, .x = 'a'};
    struct Q q = {.z = 5, .new = 'c', .p = {.y = 7, .x = 1}, .z = 6};
    int a[8] = {[1] = 2, 3, [6] = 4};
    struct P ps[3] = {[2] = {.y = 9, .x = 8}};
    r = p.x + p.y + q.z + q.p.y + q.p.x + q.new + n + 1000 * (a[0] + a[1] + a[2] + a[3] + a[6] + a[7]) +
        100000 * (ps[2].x + ps[2].y + ps[1].x);
    d = p.w + q.p.w;
  }
  printf("r=%d d=%g\n", r, d);
  if (r != 'a' + 0 + 6 + 7 + 1 + 'c' + 1 + 1000 * 9 + 100000 * 17 || d != 0.5)
    return 1;
  printf("PASS cxxdesignators\n");
  return 0;
}
