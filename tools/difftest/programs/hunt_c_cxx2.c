/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): more C-only forms in device
 * code (tentative definitions, a char array filled by its string without
 * the NUL, case labels and goto after declarations, array designators,
 * enum increments, _Generic, _Static_assert, _Alignof, offsetof, _Bool).
 * The forms the lowerer refuses with a positioned error are noted where
 * the program writes them otherwise. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>

enum level { LOW, MID, HIGH };
struct pt { int x, y; };

int tentative;
int tentative;
#pragma omp declare target(tentative)

char tag[3] = "abc";
#pragma omp declare target(tag)

#pragma omp declare target
static int classify(int k) {
  int r = -1;
  switch (k) {
  case 0:;
    int t; /* with an initializer: refused (C++ does not jump past it) */
    t = 5;
    r = t;
    break;
  case 1:
    r = 7;
    break;
  default:
    r = 9;
  }
  return r;
}
static int skip(int k) {
  if (k > 2) goto done;
  int u;
  u = k * 4;
  return u;
done:
  return -k;
}
#pragma omp end declare target

#define KIND(x) _Generic((x), int: 1, double: 2, float: 3, default: 0)

int main(void) {
  int res[20] = {0};
  char name[3] = "xyz";
  tentative = 11;
#pragma omp target update to(tentative)
#pragma omp target map(tofrom: res, name)
  {
    int des[6] = {[1] = 3, [4] = 7}; /* out of order: refused */
    res[0] = des[4] * 10 + des[1] + des[0];
    enum level lv = LOW;
    lv++;
    res[1] = lv;
    res[2] = classify(0) * 100 + classify(1) * 10 + classify(5);
    res[3] = skip(1) * 10 + skip(3);
    res[4] = KIND(res[0]) * 100 + KIND(1.5) * 10 + KIND(2.0f);
    struct pt p = (struct pt){.y = 4, .x = 3};
    res[5] = p.x * 10 + p.y;
    enum { n = 4 }; /* const int n: a VLA, refused in target regions */
    int vla[n];
    for (int i = 0; i < n; i++) vla[i] = i * i;
    res[6] = vla[3];
    _Static_assert(sizeof(int) == 4, "int");
    res[7] = (int)_Alignof(double);
    res[8] = tag[0] + tag[2] - 2 * 'a';
    res[9] = tentative;
    name[1] = 'Y';
    int cells[4];
    void *vp = cells; /* malloc in target regions: refused */
    int *heap = vp;
    for (int i = 0; i < 4; i++) heap[i] = i + 1;
    res[10] = heap[3];
    res[11] = (int)offsetof(struct pt, y);
    _Bool b = 5;
    res[12] = b;
  }
  for (int k = 0; k < 13; k++) printf("%d ", res[k]);
  printf("%c%c%c\n", name[0], name[1], name[2]);
  printf("PASS hunt_c_cxx2\n");
  return 0;
}
