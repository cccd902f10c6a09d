/* Functions that target regions call before their definitions: a
 * declare target function declared in a declare target block and defined
 * at the end of the file, a function without declare target defined
 * after the region (implicitly declare target), and a static one declared
 * before and defined after, each calling the others; they read a
 * file-scope static variable of the declare target block and a global one
 * that the host then changes and moves with target update (clang-19
 * refuses target update of a static one). */
#include <stdio.h>

#pragma omp declare target
int g_late(int x);
static int file_static = 7;
int late_scale = 10;
#pragma omp end declare target
int h_late(int x);
static int k_late(int);

int main(void) {
  int r[3] = {0, 0, 0}, s[3] = {0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    r[0] = g_late(2);
    r[1] = h_late(3);
    r[2] = k_late(4);
  }
  late_scale = 20;
#pragma omp target update to(late_scale)
#pragma omp target teams distribute parallel for map(from: s)
  for (int i = 0; i < 3; i++) s[i] = k_late(i);
  printf("r=%d %d %d s=%d %d %d\n", r[0], r[1], r[2], s[0], s[1], s[2]);
  int ok = r[0] == 27 && r[1] == 38 && r[2] == 96 && s[0] == 16 && s[1] == 56 && s[2] == 96;
  printf("%s late_definitions\n", ok ? "PASS" : "FAIL");
  return !ok;
}

int g_late(int x) { return x * late_scale + file_static; }
int h_late(int x) { return g_late(x) + 1; }
static int k_late(int x) { return h_late(x) * 2; }
