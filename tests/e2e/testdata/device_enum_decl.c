/* Declarations of enumeration constants alone (`enum { N = 4 };`,
 * `enum tag { A, B };`) in a target region and in a declare target
 * function: device code is C++ and spells enumerators as their values,
 * so the declaration is dropped rather than left as a declaration of
 * nothing, which C++ refuses. */
#include <stdio.h>

#pragma omp declare target
static int weight(int k) {
  enum { BASE = 10, STEP = 3 };
  enum shade { LIGHT = 1, DARK = 5 };
  enum shade s = k > 2 ? DARK : LIGHT;
  return BASE + STEP * k + s;
}
#pragma omp end declare target

int main(void) {
  int out[8], fails = 0;
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 8; i++) {
    enum { SCALE = 4 };
    enum dir { UP = 1, DOWN = -1 };
    enum dir d = i % 2 ? DOWN : UP;
    int cells[SCALE];
    for (int c = 0; c < SCALE; c++) cells[c] = c * d;
    out[i] = weight(i) + cells[SCALE - 1];
  }
  for (int i = 0; i < 8; i++) {
    int want = 10 + 3 * i + (i > 2 ? 5 : 1) + 3 * (i % 2 ? -1 : 1);
    if (out[i] != want) {
      printf("FAIL out[%d] = %d, want %d\n", i, out[i], want);
      fails++;
    }
  }
  if (fails)
    return 1;
  printf("PASS device_enum_decl\n");
  return 0;
}
