/* taskloop over a collapsed nest with grainsize(strict: g): tasks of
 * exactly g logical iterations but the last, over the 4 x 7 iterations
 * of a decreasing and an inclusive loop; and a linear item of taskloop
 * simd over a decreasing loop: iteration k's copy is the original plus k
 * times the step, the last iteration's copy copied out. clang-19 ignores
 * strict and does not copy the linear item out (docs/difftest.md), so
 * the expected output is OpenMP 5.2's. */
#include <stdio.h>
int main(void) {
  int start[64], len[64], fails = 0;
  for (int g = 1; g <= 9; g += 2) {
    for (int i = 0; i < 64; i++) start[i] = len[i] = -7;
#pragma omp target map(tofrom: start, len) firstprivate(g)
    {
      int mine = -1, k = 0;
#pragma omp taskloop collapse(2) grainsize(strict: g) firstprivate(mine, k) shared(start, len)
      for (int i = 3; i >= 0; i--)
        for (int j = 0; j <= 6; j++) {
          int iv = (3 - i) * 7 + j;
          if (mine < 0) mine = iv;
          k++;
          start[iv] = mine;
          len[mine] = k;
        }
    }
    int ok = 1;
    for (int i = 0; i < 28; i++) {
      int first = i / g * g, size = first + g <= 28 ? g : 28 - first;
      ok &= start[i] == first && len[first] == size;
    }
    printf("collapse grainsize(strict: %d): %s\n", g, ok ? "ok" : "BAD");
    fails += !ok;
  }
  int x = 5, out[12];
#pragma omp target map(tofrom: x, out)
  {
#pragma omp taskloop simd linear(x: 3) num_tasks(3) shared(out)
    for (int i = 11; i >= 0; i--) { out[11 - i] = x; x += 3; }
  }
  int lok = x == 5 + 36;
  for (int i = 0; i < 12; i++) lok &= out[i] == 5 + 3 * i;
  printf("linear: %d %s\n", x, lok ? "ok" : "BAD");
  fails += !lok;
  printf(fails ? "FAIL taskloop_collapse\n" : "PASS taskloop_collapse\n");
  return fails != 0;
}
