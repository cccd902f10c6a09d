/* Written by hand for tools/difftest -file (docs/difftest.md): const, volatile, static and extern arrays, enums, narrow and wide integer types mapped explicitly. */
#include <omp.h>
#include <stdio.h>
enum Color { RED, GREEN, BLUE };
extern int ext_arr[5];
int ext_arr[5] = {5, 4, 3, 2, 1};
static const double ctab[4] = {0.5, 1.5, 2.5, 3.5};
int main(void) {
  const int cl[4] = {1, 2, 3, 4};
  volatile int vol = 3;
  enum Color cols[4] = {RED, GREEN, BLUE, RED};
  static int sloc[6];
  int res[4];
  int k = vol;
#pragma omp target map(to: cl, ctab) map(from: res) firstprivate(k)
  for (int i = 0; i < 4; i++) res[i] = cl[i] * k + (int)(ctab[i] * 2);
  printf("res %d %d %d %d\n", res[0], res[1], res[2], res[3]);
#pragma omp target map(tofrom: cols)
  for (int i = 0; i < 4; i++) cols[i] = (enum Color)((cols[i] + 1) % 3);
  printf("cols %d %d %d %d\n", cols[0], cols[1], cols[2], cols[3]);
#pragma omp target map(tofrom: sloc[1:4], ext_arr[2:3])
  for (int i = 1; i < 5; i++) sloc[i] = ext_arr[2 + (i % 3)] * i;
  printf("sloc %d %d %d %d %d %d\n", sloc[0], sloc[1], sloc[2], sloc[3], sloc[4], sloc[5]);
  unsigned char bytes[8];
  for (int i = 0; i < 8; i++) bytes[i] = (unsigned char)(250 + i);
  short sh[3] = {-1, 2, -3};
  unsigned long long ull = 18446744073709551000ULL;
#pragma omp target map(tofrom: bytes, sh, ull)
  { for (int i = 0; i < 8; i++) bytes[i] += 3; for (int i = 0; i < 3; i++) sh[i] *= -300; ull += 600; }
  printf("bytes"); for (int i = 0; i < 8; i++) printf(" %u", bytes[i]); printf(" sh %d %d %d ull %llu\n", sh[0], sh[1], sh[2], ull);
  return 0;
}
