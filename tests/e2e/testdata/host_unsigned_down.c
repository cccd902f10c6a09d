// Host loop constructs over unsigned indices counting down by more than
// one, past 0: the sequentially last iteration's values are the ones
// lastprivate copies out, with every schedule.
#include <stdio.h>

int main(void) {
  unsigned u;
  int z = 100, cnt = 0;
  unsigned long long sum = 0;
#pragma omp parallel for schedule(static, 1) num_threads(3) lastprivate(z) reduction(+ : cnt, sum)
  for (u = 28u; u > 0u; u -= 3) {
    z = 100 - 4 * (int)((28 - u) / 3);
    cnt++;
    sum += u;
  }
  printf("static,1: z=%d cnt=%d sum=%llu\n", z, cnt, sum);

  int y = -1;
#pragma omp parallel num_threads(4)
#pragma omp for schedule(dynamic, 2) lastprivate(y)
  for (unsigned v = 40u; v >= 2u; v -= 5)
    y = (int)v * 10;
  printf("dynamic,2: y=%d\n", y);

  unsigned w;
  long x = 0;
  unsigned step = 7;
#pragma omp parallel for num_threads(2) lastprivate(x, w)
  for (w = 50u; w > 1u; w -= step)
    x = (long)w - 1000;
  printf("variable step: x=%ld w=%u\n", x, w);

  // The same iteration space on the device (or its host fallback).
  long t = 0;
#pragma omp target teams distribute parallel for reduction(+ : t) map(tofrom : t)
  for (unsigned q = 28u; q > 0u; q -= 3)
    t += (long)q * q;
  printf("target: t=%ld\n", t);

  // The sequentially last iterations: u = 1, v = 5, w = 8.
  if (z != 64 || cnt != 10 || sum != 145 || y != 50 || x != -992 || w != 1 || t != 2845)
    return 1;
  printf("PASS host_unsigned_down\n");
  return 0;
}
